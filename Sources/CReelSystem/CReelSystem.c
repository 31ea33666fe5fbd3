#define _GNU_SOURCE
#include "CReelSystem.h"

#include <spawn.h>
#include <stdio.h>

void reel_line_buffer_standard_output(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
}

int reel_spawn_flag_new_session(void) {
    return POSIX_SPAWN_SETSID;
}

int reel_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}
