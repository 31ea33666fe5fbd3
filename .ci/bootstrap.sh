#!/usr/bin/env bash
# Installs the Debian packages given as arguments, but only those that are missing.
# Runs apt-get update once before installing. Without root it uses sudo when it can,
# and otherwise prints the exact command to run and fails.
set -euo pipefail

missing=()
for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: missing ${missing[*]} and apt-get is not available." >&2
    echo "bootstrap: install cairo (>= 1.16) development files and FreeType with your package manager." >&2
    exit 2
fi

if [ "$(id -u)" -eq 0 ]; then
    SUDO=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=(sudo)
else
    echo "bootstrap: these packages are missing: ${missing[*]}" >&2
    echo "bootstrap: run as root (or with sudo), then run make again:" >&2
    echo "    sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 2
fi

echo "bootstrap: installing ${missing[*]}" >&2
"${SUDO[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
