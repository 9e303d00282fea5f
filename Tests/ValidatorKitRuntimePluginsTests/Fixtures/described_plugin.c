// A plugin library written in C against validatorkit_runtime_plugins.h alone. Its one plugin is
// described by DESCRIPTOR, defined in the descriptor.h that each test writes beside the library
// it builds; its validators accept every text.
#include "validatorkit_runtime_plugins.h"
#include "descriptor.h"

static int plugin_box;
static int validator_box;

static void *make(void *plugin, const char *options, void *failure_context, validatorkit_failure_function failure) {
    (void)plugin;
    (void)options;
    (void)failure_context;
    (void)failure;
    return &validator_box;
}

static void validate(
    void *validator, const uint8_t *text, size_t length, int32_t wants_details, void *result_context,
    validatorkit_result_function result) {
    (void)validator;
    (void)text;
    (void)length;
    (void)wants_details;
    result(result_context, VALIDATORKIT_VERDICT_VALID, "", "", VALIDATORKIT_NO_POSITION, 0, 0);
}

static void release(void *validator) {
    (void)validator;
}

validatorkit_status validatorkit_plugins_v1(const validatorkit_host *host) {
    return host->register_plugin(host->context, DESCRIPTOR, &plugin_box, make, validate, release);
}
