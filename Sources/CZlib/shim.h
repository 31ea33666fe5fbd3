// zlib, for the PNG encoder's `small` candidate and its version. ImageCodecs is the only module that imports CZlib.
#ifndef LAYOUTREEL_CZLIB_SHIM_H
#define LAYOUTREEL_CZLIB_SHIM_H
#include <zlib.h>
#endif
