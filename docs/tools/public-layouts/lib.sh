# Shared by build.sh and preview.sh: reading layouts.txt and taking a layout's files, unchanged,
# out of the local mirror of its repository.
MIRROR="${MIRROR:-/work/.mirror}"

die() {
    echo "public-layouts: error: $*" >&2
    exit 2
}

# read_layouts FILE: fills LAYOUT_NAMES (in file order) and, by name, LAYOUT_REPO,
# LAYOUT_COMMIT and LAYOUT_FILES (the paths, one a line).
read_layouts() {
    LAYOUT_NAMES=()
    declare -gA LAYOUT_REPO=() LAYOUT_COMMIT=() LAYOUT_FILES=()
    local line current="" number=0
    while IFS= read -r line || [ -n "$line" ]; do
        number=$((number + 1))
        case "$line" in
        "" | "#"*) continue ;;
        " "* | $'\t'*)
            [ -n "$current" ] || die "$1:$number: a file before any layout line"
            line="${line#"${line%%[![:space:]]*}"}"
            LAYOUT_FILES[$current]+="$line"$'\n'
            ;;
        *)
            local name repo commit rest
            read -r name repo commit rest <<<"$line"
            [ -n "$commit" ] && [ -z "$rest" ] || die "$1:$number: expected NAME OWNER/REPOSITORY COMMIT"
            current="$name"
            LAYOUT_NAMES+=("$name")
            LAYOUT_REPO[$name]="$repo"
            LAYOUT_COMMIT[$name]="$commit"
            LAYOUT_FILES[$name]=""
            ;;
        esac
    done <"$1"
}

# mirror_of NAME: the git folder of the layout's repository in the mirror.
mirror_of() {
    local folder="$MIRROR/${LAYOUT_REPO[$1]/\//+}/repo"
    git -C "$folder" rev-parse --git-dir >/dev/null 2>&1 \
        || die "$1: ${LAYOUT_REPO[$1]} is not in $MIRROR (fetch github:${LAYOUT_REPO[$1]} first)"
    echo "$folder"
}

# extract_layout NAME DIR: DIR holds exactly the layout's files at its commit, byte for byte,
# at their paths inside the repository.
extract_layout() {
    local name="$1" target="$2" git path
    git="$(mirror_of "$name")"
    git -C "$git" cat-file -e "${LAYOUT_COMMIT[$name]}^{commit}" 2>/dev/null \
        || die "$name: commit ${LAYOUT_COMMIT[$name]} is not in the mirror of ${LAYOUT_REPO[$name]}"
    rm -rf "$target.tmp"
    mkdir -p "$target.tmp"
    while IFS= read -r path; do
        [ -n "$path" ] || continue
        mkdir -p "$target.tmp/$(dirname "$path")"
        git -C "$git" show "${LAYOUT_COMMIT[$name]}:$path" >"$target.tmp/$path" \
            || die "$name: no $path at ${LAYOUT_COMMIT[$name]}"
    done <<<"${LAYOUT_FILES[$name]}"
    # Replace the folder only when something changed, so an unchanged layout does not rebuild.
    if [ -d "$target" ] && diff -r -q "$target" "$target.tmp" >/dev/null 2>&1; then
        rm -rf "$target.tmp"
    else
        rm -rf "$target"
        mv "$target.tmp" "$target"
    fi
}
