#ifndef REEL_CSYSTEM_H
#define REEL_CSYSTEM_H

#include <spawn.h>

/// The C library calls Swift cannot make, for `ReelSystem`.

/// Makes C's standard output line-buffered (`setvbuf(stdout, NULL, _IOLBF, 0)`): once standard
/// output is a pipe, C buffers it whole, and a process's `print`s would reach the reader late,
/// out of order with standard error's writes, or not at all when the process is stopped. Swift
/// cannot name `stdout` (a C global) under strict concurrency.
void reel_line_buffer_standard_output(void);

/// `POSIX_SPAWN_SETSID`: `posix_spawn` starts the child in a new session (declared by glibc's
/// `spawn.h` for GNU sources only, which Swift's `Glibc` module does not see).
int reel_spawn_flag_new_session(void);

/// `posix_spawn_file_actions_addclosefrom_np(actions, from)`: the child closes every
/// descriptor from `from` up (a GNU extension, likewise not visible to Swift). Returns its result.
int reel_spawn_close_from(posix_spawn_file_actions_t *actions, int from);

#endif
