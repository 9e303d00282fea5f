#include "validatorkit_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

// The parts of curl's ABI used here, as curl/curl.h and curl/multi.h declare them.

enum {
    CURL_GLOBAL_ALL = 3,
    CURLE_OK = 0,
    CURLE_WRITE_ERROR = 23,
    CURLE_OPERATION_TIMEDOUT = 28,
    CURLE_ABORTED_BY_CALLBACK = 42,
    CURLM_OK = 0,
    CURLMSG_DONE = 1,
    CURLPROTO_HTTP = 1 << 0,
    CURLPROTO_HTTPS = 1 << 1,
};

// Options: long ones, then pointers (10000 +), then functions (20000 +).
enum {
    CURLOPT_NOPROGRESS = 43,
    CURLOPT_POST = 47,
    CURLOPT_FOLLOWLOCATION = 52,
    CURLOPT_POSTFIELDSIZE = 60,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_CONNECTTIMEOUT_MS = 156,
    CURLOPT_PROTOCOLS = 181,
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_POSTFIELDS = 10015,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_XFERINFODATA = 10057,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_XFERINFOFUNCTION = 20219,
    CURLINFO_RESPONSE_CODE = 0x200000 + 2,
};

/// curl's CURLMsg.
typedef struct curl_message {
    int msg;
    void *easy_handle;
    union {
        void *whatever;
        int result;
    } data;
} curl_message;

/// How long curl_multi_poll waits at most, so a cancellation is noticed within this time.
static const int poll_milliseconds = 20;

static struct {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    int (*easy_setopt)(void *easy, int option, ...);
    int (*easy_getinfo)(void *easy, int info, ...);
    void (*easy_cleanup)(void *easy);
    void *(*slist_append)(void *list, const char *text);
    void (*slist_free_all)(void *list);
    void *(*multi_init)(void);
    int (*multi_add_handle)(void *multi, void *easy);
    int (*multi_remove_handle)(void *multi, void *easy);
    int (*multi_perform)(void *multi, int *running);
    int (*multi_poll)(void *multi, void *extra, unsigned extra_count, int timeout_milliseconds, int *events);
    curl_message *(*multi_info_read)(void *multi, int *left);
    int (*multi_cleanup)(void *multi);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;

/// Looks `name` up in `library` into `*function`; non-zero when it is there.
static int resolve(void *library, const char *name, void *function) {
    void *address = dlsym(library, name);
    memcpy(function, &address, sizeof address);
    return address != NULL;
}

static void load_library(void) {
#if defined(__APPLE__)
    void *library = dlopen("libcurl.4.dylib", RTLD_NOW | RTLD_LOCAL);
#else
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
#endif
    if (library == NULL) {
        return;
    }
    // Never closed: curl_global_cleanup is not thread-safe, and the library lives as long as
    // the process once a request has needed it.
    int found = resolve(library, "curl_global_init", &curl.global_init)
        && resolve(library, "curl_easy_init", &curl.easy_init)
        && resolve(library, "curl_easy_setopt", &curl.easy_setopt)
        && resolve(library, "curl_easy_getinfo", &curl.easy_getinfo)
        && resolve(library, "curl_easy_cleanup", &curl.easy_cleanup)
        && resolve(library, "curl_slist_append", &curl.slist_append)
        && resolve(library, "curl_slist_free_all", &curl.slist_free_all)
        && resolve(library, "curl_multi_init", &curl.multi_init)
        && resolve(library, "curl_multi_add_handle", &curl.multi_add_handle)
        && resolve(library, "curl_multi_remove_handle", &curl.multi_remove_handle)
        && resolve(library, "curl_multi_perform", &curl.multi_perform)
        && resolve(library, "curl_multi_poll", &curl.multi_poll)
        && resolve(library, "curl_multi_info_read", &curl.multi_info_read)
        && resolve(library, "curl_multi_cleanup", &curl.multi_cleanup);
    loaded = found && curl.global_init(CURL_GLOBAL_ALL) == CURLE_OK;
}

int validatorkit_curl_load(void) {
    pthread_once(&load_once, load_library);
    return loaded ? 0 : -1;
}

/// Where the body goes, and whether it outgrew its buffer.
typedef struct answer_buffer {
    uint8_t *bytes;
    size_t capacity;
    size_t length;
    int too_large;
} answer_buffer;

static size_t write_answer(char *data, size_t size, size_t count, void *context) {
    answer_buffer *answer = context;
    size_t length = size * count;
    if (length > answer->capacity - answer->length) {
        answer->too_large = 1;
        return 0; // curl stops with CURLE_WRITE_ERROR
    }
    memcpy(answer->bytes + answer->length, data, length);
    answer->length += length;
    return length;
}

static int check_cancellation(void *context, long long download_total, long long downloaded,
                              long long upload_total, long long uploaded) {
    (void)download_total, (void)downloaded, (void)upload_total, (void)uploaded;
    const validatorkit_curl_request *request = context;
    return request->is_cancelled(request->cancellation_context);
}

/// Sets the options of `request` on `easy`; non-zero when every one was taken.
static int configure(void *easy, const validatorkit_curl_request *request, void *headers, answer_buffer *answer) {
    int failed = curl.easy_setopt(easy, CURLOPT_URL, request->url)
        | curl.easy_setopt(easy, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS))
        | curl.easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 0L)
        | curl.easy_setopt(easy, CURLOPT_NOSIGNAL, 1L)
        | curl.easy_setopt(easy, CURLOPT_TIMEOUT_MS, request->timeout_milliseconds)
        | curl.easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, request->timeout_milliseconds)
        | curl.easy_setopt(easy, CURLOPT_HTTPHEADER, headers)
        | curl.easy_setopt(easy, CURLOPT_WRITEFUNCTION, write_answer)
        | curl.easy_setopt(easy, CURLOPT_WRITEDATA, (void *)answer)
        | curl.easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, check_cancellation)
        | curl.easy_setopt(easy, CURLOPT_XFERINFODATA, (void *)request)
        | curl.easy_setopt(easy, CURLOPT_NOPROGRESS, 0L);
    if (request->is_post) {
        failed |= curl.easy_setopt(easy, CURLOPT_POST, 1L)
            | curl.easy_setopt(easy, CURLOPT_POSTFIELDSIZE, (long)request->body_length)
            | curl.easy_setopt(easy, CURLOPT_POSTFIELDS, (const void *)request->body);
    }
    return failed == CURLE_OK;
}

/// Drives `easy` on `multi` until it ends or is cancelled; curl's result, or -1 when cancelled.
static int run(void *multi, void *easy, const validatorkit_curl_request *request) {
    if (curl.multi_add_handle(multi, easy) != CURLM_OK) {
        return -2;
    }
    int result = -2;
    for (;;) {
        if (request->is_cancelled(request->cancellation_context)) {
            result = -1;
            break;
        }
        int running = 0;
        if (curl.multi_perform(multi, &running) != CURLM_OK) {
            break;
        }
        if (running == 0) {
            int left = 0;
            curl_message *message = curl.multi_info_read(multi, &left);
            if (message != NULL && message->msg == CURLMSG_DONE) {
                result = message->data.result;
            }
            break;
        }
        if (curl.multi_poll(multi, NULL, 0, poll_milliseconds, NULL) != CURLM_OK) {
            break;
        }
    }
    curl.multi_remove_handle(multi, easy);
    return result;
}

validatorkit_curl_outcome validatorkit_curl_perform(
    const validatorkit_curl_request *request, long *status, uint8_t *answer, size_t answer_capacity,
    size_t *answer_length) {
    *status = 0;
    *answer_length = 0;
    if (validatorkit_curl_load() != 0) {
        return VALIDATORKIT_CURL_LIBRARY_MISSING;
    }
    answer_buffer buffer = {answer, answer_capacity, 0, 0};
    void *headers = curl.slist_append(NULL, "Accept: application/json");
    if (headers != NULL && request->is_post) {
        void *extended = curl.slist_append(headers, "Content-Type: application/json");
        if (extended == NULL) {
            curl.slist_free_all(headers);
        }
        headers = extended;
    }
    void *easy = curl.easy_init();
    void *multi = curl.multi_init();
    int result = -2;
    if (headers != NULL && easy != NULL && multi != NULL && configure(easy, request, headers, &buffer)) {
        result = run(multi, easy, request);
    }
    if (result == CURLE_OK || (result == CURLE_WRITE_ERROR && buffer.too_large)) {
        curl.easy_getinfo(easy, CURLINFO_RESPONSE_CODE, status);
    }
    if (multi != NULL) {
        curl.multi_cleanup(multi);
    }
    if (easy != NULL) {
        curl.easy_cleanup(easy);
    }
    if (headers != NULL) {
        curl.slist_free_all(headers);
    }
    if (result == CURLE_OK) {
        *answer_length = buffer.length;
        return VALIDATORKIT_CURL_ANSWERED;
    }
    if (result == CURLE_WRITE_ERROR && buffer.too_large) {
        return VALIDATORKIT_CURL_ANSWER_TOO_LARGE;
    }
    if (result == -1 || result == CURLE_ABORTED_BY_CALLBACK) {
        return VALIDATORKIT_CURL_CANCELLED;
    }
    if (result == CURLE_OPERATION_TIMEDOUT) {
        return VALIDATORKIT_CURL_TIMED_OUT;
    }
    return VALIDATORKIT_CURL_UNREACHABLE;
}
