// libwebp's encoder and libwebpmux's animation encoder (WebPAnimEncoder), used by Canvas's
// animated WebP writer.
#ifndef LAYOUTREEL_CWEBP_SHIM_H
#define LAYOUTREEL_CWEBP_SHIM_H
#include <webp/encode.h>
#include <webp/mux.h>
#endif
