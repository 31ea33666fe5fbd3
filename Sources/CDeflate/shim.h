// libdeflate (whole-buffer DEFLATE/zlib compression), used by Canvas's PNG encoder.
#ifndef LAYOUTREEL_CDEFLATE_SHIM_H
#define LAYOUTREEL_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
