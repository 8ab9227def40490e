// Typed wrappers over the system's libcurl (see CCurl.h).
#include "CCurl.h"

#include <pthread.h>
#include <stdio.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_reason[256];

static void load(void) {
    CURLcode code = curl_global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        snprintf(load_reason, sizeof load_reason, "curl_global_init failed (%s)", curl_easy_strerror(code));
        return;
    }
    load_status = 0;
}

int lw_curl_load(char *why, size_t why_size) {
    pthread_once(&once, load);
    if (load_status != 0 && why && why_size > 0) snprintf(why, why_size, "%s", load_reason);
    return load_status;
}

CURLM *lw_curl_multi_init(void) { return curl_multi_init(); }
CURLMcode lw_curl_multi_cleanup(CURLM *multi) { return curl_multi_cleanup(multi); }
CURLMcode lw_curl_multi_add_handle(CURLM *multi, CURL *easy) { return curl_multi_add_handle(multi, easy); }
CURLMcode lw_curl_multi_remove_handle(CURLM *multi, CURL *easy) { return curl_multi_remove_handle(multi, easy); }
CURLMcode lw_curl_multi_perform(CURLM *multi, int *running) { return curl_multi_perform(multi, running); }
CURLMcode lw_curl_multi_poll(CURLM *multi, int timeout_ms) { return curl_multi_poll(multi, NULL, 0, timeout_ms, NULL); }
CURLMcode lw_curl_multi_wakeup(CURLM *multi) { return curl_multi_wakeup(multi); }
CURLMsg *lw_curl_multi_info_read(CURLM *multi, int *left) { return curl_multi_info_read(multi, left); }
CURLMcode lw_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

CURL *lw_curl_easy_init(void) { return curl_easy_init(); }
void lw_curl_easy_cleanup(CURL *easy) { curl_easy_cleanup(easy); }
const char *lw_curl_easy_strerror(CURLcode code) { return curl_easy_strerror(code); }
CURLcode lw_curl_setopt_long(CURL *easy, CURLoption option, long value) { return curl_easy_setopt(easy, option, value); }
CURLcode lw_curl_setopt_off(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}
CURLcode lw_curl_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}
CURLcode lw_curl_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}
CURLcode lw_curl_setopt_slist(CURL *easy, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(easy, option, value);
}
CURLcode lw_curl_setopt_callback(CURL *easy, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(easy, option, value);
}
CURLcode lw_curl_getinfo_long(CURL *easy, CURLINFO info, long *value) { return curl_easy_getinfo(easy, info, value); }
CURLcode lw_curl_getinfo_off(CURL *easy, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(easy, info, value);
}

struct curl_slist *lw_curl_slist_append(struct curl_slist *list, const char *text) {
    return curl_slist_append(list, text);
}
void lw_curl_slist_free_all(struct curl_slist *list) { curl_slist_free_all(list); }

CURLcode lw_curl_msg_result(const CURLMsg *message) { return message->data.result; }

CURLcode lw_curl_allow_http_only(CURL *easy) {
    CURLcode code = curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    if (code == CURLE_OK) code = curl_easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    if (code != CURLE_UNKNOWN_OPTION) return code;
    /* libcurl 7.68 to 7.84: the bitmask options, deprecated since but the only ones there. */
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
    code = curl_easy_setopt(easy, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    if (code == CURLE_OK) code = curl_easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#pragma clang diagnostic pop
    return code;
}
