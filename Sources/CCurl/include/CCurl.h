/* libcurl for Swift: the variadic setopt/getinfo calls, which Swift cannot make, get one typed wrapper per kind
   of argument; the rest are thin wrappers too, so Swift code sees one small, typed surface. */
#ifndef LASSO_CCURL_H
#define LASSO_CCURL_H

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <stddef.h>

/* Runs curl_global_init once (thread-safe; curl_global_init itself is not before 7.84). 0 on success; otherwise
   a non-zero value and the reason in `why`. */
int lw_curl_load(char *why, size_t why_size);

CURLM *lw_curl_multi_init(void);
CURLMcode lw_curl_multi_cleanup(CURLM *multi);
CURLMcode lw_curl_multi_add_handle(CURLM *multi, CURL *easy);
CURLMcode lw_curl_multi_remove_handle(CURLM *multi, CURL *easy);
CURLMcode lw_curl_multi_perform(CURLM *multi, int *running);
CURLMcode lw_curl_multi_poll(CURLM *multi, int timeout_ms);
CURLMcode lw_curl_multi_wakeup(CURLM *multi);
CURLMsg *lw_curl_multi_info_read(CURLM *multi, int *left);
CURLMcode lw_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value);

CURL *lw_curl_easy_init(void);
void lw_curl_easy_cleanup(CURL *easy);
const char *lw_curl_easy_strerror(CURLcode code);
CURLcode lw_curl_setopt_long(CURL *easy, CURLoption option, long value);
CURLcode lw_curl_setopt_off(CURL *easy, CURLoption option, curl_off_t value);
/* Strings are copied by libcurl (7.17+), so a temporary C string is fine. */
CURLcode lw_curl_setopt_string(CURL *easy, CURLoption option, const char *value);
CURLcode lw_curl_setopt_pointer(CURL *easy, CURLoption option, void *value);
CURLcode lw_curl_setopt_slist(CURL *easy, CURLoption option, struct curl_slist *value);
/* Write and header callbacks share one signature. */
CURLcode lw_curl_setopt_callback(CURL *easy, CURLoption option, curl_write_callback value);
CURLcode lw_curl_getinfo_long(CURL *easy, CURLINFO info, long *value);
CURLcode lw_curl_getinfo_off(CURL *easy, CURLINFO info, curl_off_t *value);

struct curl_slist *lw_curl_slist_append(struct curl_slist *list, const char *text);
void lw_curl_slist_free_all(struct curl_slist *list);

/* Only http and https, for the request and its redirects: CURLOPT_PROTOCOLS_STR (7.85+), else the older bitmask. */
CURLcode lw_curl_allow_http_only(CURL *easy);

/* CURLMsg's result lives in a union Swift reads awkwardly. */
CURLcode lw_curl_msg_result(const CURLMsg *message);

#endif
