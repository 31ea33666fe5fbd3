// libyaml's parser API, for the scene reader's structure scan (Reel's YAMLStructureScan), which
// reads a scene as the parser's events before Yams composes it into nodes. Yams compiles the
// same libyaml (0.2.5) into its own C module; the system's header and library (libyaml-dev) give
// this package a declared module of its own for it.
#ifndef LAYOUTREEL_CLIBYAML_SHIM_H
#define LAYOUTREEL_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
