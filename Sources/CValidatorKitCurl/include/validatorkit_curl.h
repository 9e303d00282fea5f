// One HTTP request through libcurl, loaded at run time: the http plugin's client.
//
// libcurl (libcurl.so.4; libcurl.4.dylib on Darwin) is opened with dlopen on the first call of
// validatorkit_curl_load or validatorkit_curl_perform, never at process start, so a program that
// links ValidatorKitHTTP but asks no endpoint maps none of libcurl's libraries (OpenSSL, nghttp2,
// libssh2, LDAP, ...). Neither curl's header nor its library is needed to build this target:
// the few functions used are looked up with dlsym, the constants are declared in the .c file
// (curl's ABI keeps them stable).
//
// Both functions are thread-safe: the library is opened and curl_global_init is called once
// (pthread_once), and each request has its own handles, freed before the function returns.
//
// Swift code reaches this header only through ValidatorKitHTTP, which imports it privately.

#ifndef VALIDATORKIT_CURL_H
#define VALIDATORKIT_CURL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a request ended.
typedef enum validatorkit_curl_outcome {
    /// The endpoint answered: the status and the body are set.
    VALIDATORKIT_CURL_ANSWERED = 0,
    /// The endpoint could not be asked: no such host, a refused connection, a TLS failure, the
    /// connection lost, no HTTP answer.
    VALIDATORKIT_CURL_UNREACHABLE = 1,
    /// No answer within the timeout.
    VALIDATORKIT_CURL_TIMED_OUT = 2,
    /// The cancellation check answered non-zero.
    VALIDATORKIT_CURL_CANCELLED = 3,
    /// The endpoint answered with a body longer than the buffer given: the status is set, the
    /// body is not.
    VALIDATORKIT_CURL_ANSWER_TOO_LARGE = 4,
    /// libcurl could not be loaded (or lacks a function used, or failed to initialise).
    VALIDATORKIT_CURL_LIBRARY_MISSING = 5,
} validatorkit_curl_outcome;

/// Answers non-zero when the request is to be abandoned; called from the requesting thread at
/// least every few tens of milliseconds while the request runs.
typedef int (*validatorkit_curl_cancellation_check)(void *context);

/// One request: a GET, or a POST of a JSON body, with `Accept: application/json`.
///
/// No redirect is followed (a 3xx is the answer), only http and https are spoken, and nothing
/// is kept between requests: no cookie, connection, credential or cache.
typedef struct validatorkit_curl_request {
    /// The absolute http or https URL, NUL-terminated.
    const char *url;
    /// Non-zero for a POST of `body` with `Content-Type: application/json`, zero for a GET.
    int is_post;
    /// The POST's body (`body_length` bytes); ignored for a GET.
    const uint8_t *body;
    size_t body_length;
    /// The bound of the whole request, connection included, in milliseconds (at least 1).
    long timeout_milliseconds;
    /// Asked whether to abandon the request, with `cancellation_context`.
    validatorkit_curl_cancellation_check is_cancelled;
    void *cancellation_context;
} validatorkit_curl_request;

/// Whether libcurl can be loaded: 0 when it is (it then stays loaded), -1 when not.
int validatorkit_curl_load(void);

/// Performs `request` on the calling thread, blocking until it ends, and says how it ended.
///
/// On VALIDATORKIT_CURL_ANSWERED, `*status` is the HTTP status and the first `*answer_length`
/// bytes of `answer` (of `answer_capacity` bytes, owned by the caller) are the body; on
/// VALIDATORKIT_CURL_ANSWER_TOO_LARGE only `*status` is set.
validatorkit_curl_outcome validatorkit_curl_perform(
    const validatorkit_curl_request *request, long *status, uint8_t *answer, size_t answer_capacity,
    size_t *answer_length);

#ifdef __cplusplus
}
#endif

#endif
