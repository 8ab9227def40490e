/* Swift view of libcurl. curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift
   cannot call, so each kind of argument gets a typed static inline wrapper. */
#ifndef LASSO_CCURL_SHIM_H
#define LASSO_CCURL_SHIM_H

/* The type-checking macros expand to GCC builtins the Swift importer does not need. */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

static inline CURLcode lw_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lw_curl_setopt_off(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

/* Strings are copied by libcurl (7.17+), so a temporary C string is fine. */
static inline CURLcode lw_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lw_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lw_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

/* Write and header callbacks share one signature. */
static inline CURLcode lw_curl_setopt_callback(CURL *handle, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lw_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode lw_curl_getinfo_off(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode lw_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

/* CURLMsg's result lives in a union Swift reads awkwardly. */
static inline CURLcode lw_curl_msg_result(const CURLMsg *message) { return message->data.result; }

#endif
