#ifndef REEL_CSTDIO_H
#define REEL_CSTDIO_H

/// Makes C's standard output line-buffered (`setvbuf(stdout, NULL, _IOLBF, 0)`): once standard
/// output is a pipe, C buffers it whole, and a process's `print`s would reach the reader late,
/// out of order with standard error's writes, or not at all when the process is stopped. Swift
/// cannot name `stdout` (a C global) under strict concurrency, so this one call is C.
void reel_line_buffer_standard_output(void);

#endif
