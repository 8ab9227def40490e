/* Swift view of the system's libxml2 (2.9+): ECCC's alerts are CAP XML, read into a tree and walked. Only the
   parser and tree API; no network, no DTDs, no entity expansion (see CAPDocument.swift). */
#ifndef LASSO_CXML2_SHIM_H
#define LASSO_CXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/tree.h>

/* xmlFree is a global function-pointer variable, which Swift 6 will not touch from concurrent code. */
static inline void lw_xml_free(void *pointer) { xmlFree(pointer); }
#endif
