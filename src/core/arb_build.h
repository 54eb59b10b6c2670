/* arb_build.h — what this build is, written at build time by cmake/build_info.cmake: the
 * version, the git commit and the SHA-256 of the knowledge base the binary embeds. The
 * strings are static and never change while the program runs. */
#ifndef ARB_BUILD_H
#define ARB_BUILD_H

/* The project's version ("0.1.0", CMakeLists.txt). */
extern const char arb_build_version[];
/* The commit built ("3f2a9c1d0b7e"), or "unknown" outside a git checkout. */
extern const char arb_build_commit[];
/* 64 hex digits: sha256 of the data/rules JSON files concatenated in name order. */
extern const char arb_build_kb_sha256[];

#endif
