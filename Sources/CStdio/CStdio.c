#include "CStdio.h"

#include <stdio.h>

void reel_line_buffer_standard_output(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
}
