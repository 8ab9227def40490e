// libcurl through dlopen: see CCurl.h for why. Every wrapper is called only after lw_curl_load() succeeded.
#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static struct {
    CURLcode (*global_init)(long);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_reason[256];

#define RESOLVE(field, name)                                                                                 \
    do {                                                                                                     \
        *(void **)(&api.field) = dlsym(handle, name);                                                        \
        if (!api.field) {                                                                                    \
            snprintf(load_reason, sizeof load_reason, "%s has no %s (libcurl 7.68 or later is needed)",      \
                     LW_CURL_SONAME, name);                                                                  \
            return;                                                                                          \
        }                                                                                                    \
    } while (0)

static void load(void) {
    void *handle = dlopen(LW_CURL_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *error = dlerror();
        snprintf(load_reason, sizeof load_reason, "%s", error ? error : "dlopen failed");
        return;
    }
    RESOLVE(global_init, "curl_global_init");
    RESOLVE(multi_init, "curl_multi_init");
    RESOLVE(multi_cleanup, "curl_multi_cleanup");
    RESOLVE(multi_add_handle, "curl_multi_add_handle");
    RESOLVE(multi_remove_handle, "curl_multi_remove_handle");
    RESOLVE(multi_perform, "curl_multi_perform");
    RESOLVE(multi_poll, "curl_multi_poll");
    RESOLVE(multi_wakeup, "curl_multi_wakeup");
    RESOLVE(multi_info_read, "curl_multi_info_read");
    RESOLVE(multi_setopt, "curl_multi_setopt");
    RESOLVE(easy_init, "curl_easy_init");
    RESOLVE(easy_cleanup, "curl_easy_cleanup");
    RESOLVE(easy_strerror, "curl_easy_strerror");
    RESOLVE(easy_setopt, "curl_easy_setopt");
    RESOLVE(easy_getinfo, "curl_easy_getinfo");
    RESOLVE(slist_append, "curl_slist_append");
    RESOLVE(slist_free_all, "curl_slist_free_all");
    CURLcode code = api.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        snprintf(load_reason, sizeof load_reason, "curl_global_init failed (%s)", api.easy_strerror(code));
        return;
    }
    load_status = 0;
}

int lw_curl_load(char *why, size_t why_size) {
    pthread_once(&once, load);
    if (load_status != 0 && why && why_size > 0) snprintf(why, why_size, "%s", load_reason);
    return load_status;
}

CURLM *lw_curl_multi_init(void) { return api.multi_init(); }
CURLMcode lw_curl_multi_cleanup(CURLM *multi) { return api.multi_cleanup(multi); }
CURLMcode lw_curl_multi_add_handle(CURLM *multi, CURL *easy) { return api.multi_add_handle(multi, easy); }
CURLMcode lw_curl_multi_remove_handle(CURLM *multi, CURL *easy) { return api.multi_remove_handle(multi, easy); }
CURLMcode lw_curl_multi_perform(CURLM *multi, int *running) { return api.multi_perform(multi, running); }
CURLMcode lw_curl_multi_poll(CURLM *multi, int timeout_ms) { return api.multi_poll(multi, NULL, 0, timeout_ms, NULL); }
CURLMcode lw_curl_multi_wakeup(CURLM *multi) { return api.multi_wakeup(multi); }
CURLMsg *lw_curl_multi_info_read(CURLM *multi, int *left) { return api.multi_info_read(multi, left); }
CURLMcode lw_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return api.multi_setopt(multi, option, value);
}

CURL *lw_curl_easy_init(void) { return api.easy_init(); }
void lw_curl_easy_cleanup(CURL *easy) { api.easy_cleanup(easy); }
const char *lw_curl_easy_strerror(CURLcode code) { return api.easy_strerror(code); }
CURLcode lw_curl_setopt_long(CURL *easy, CURLoption option, long value) { return api.easy_setopt(easy, option, value); }
CURLcode lw_curl_setopt_off(CURL *easy, CURLoption option, curl_off_t value) {
    return api.easy_setopt(easy, option, value);
}
CURLcode lw_curl_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return api.easy_setopt(easy, option, value);
}
CURLcode lw_curl_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return api.easy_setopt(easy, option, value);
}
CURLcode lw_curl_setopt_slist(CURL *easy, CURLoption option, struct curl_slist *value) {
    return api.easy_setopt(easy, option, value);
}
CURLcode lw_curl_setopt_callback(CURL *easy, CURLoption option, curl_write_callback value) {
    return api.easy_setopt(easy, option, value);
}
CURLcode lw_curl_getinfo_long(CURL *easy, CURLINFO info, long *value) { return api.easy_getinfo(easy, info, value); }
CURLcode lw_curl_getinfo_off(CURL *easy, CURLINFO info, curl_off_t *value) {
    return api.easy_getinfo(easy, info, value);
}

struct curl_slist *lw_curl_slist_append(struct curl_slist *list, const char *text) {
    return api.slist_append(list, text);
}
void lw_curl_slist_free_all(struct curl_slist *list) { api.slist_free_all(list); }

CURLcode lw_curl_msg_result(const CURLMsg *message) { return message->data.result; }

CURLcode lw_curl_allow_http_only(CURL *easy) {
    CURLcode code = api.easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    if (code == CURLE_OK) code = api.easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    if (code != CURLE_UNKNOWN_OPTION) return code;
    /* libcurl 7.68 to 7.84: the bitmask options, deprecated since but the only ones there. */
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
    code = api.easy_setopt(easy, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    if (code == CURLE_OK) code = api.easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#pragma clang diagnostic pop
    return code;
}
