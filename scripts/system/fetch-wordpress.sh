#!/usr/bin/env bash
# Puts WordPress 6.8 (from Debian trixie's `wordpress` .deb) into $CUSTOMER_AREA_HOME/wordpress-core, once.
# Bookworm only has 6.1, whose script handles (no react-jsx-runtime) cannot load our externalized build,
# so we download trixie's .debs with a private apt configuration (the system's apt state is untouched),
# unpack them, and turn Debian's absolute symlinks into a self-contained tree.
set -euo pipefail

HOME_DIR="${CUSTOMER_AREA_HOME:-$HOME/.cache/customer-area}"
CORE="$HOME_DIR/wordpress-core"
WANT_VERSION="6.8"

core_version() {
  sed -n "s/^\$wp_version = '\([^']*\)';.*/\1/p" "$1/wp-includes/version.php" 2>/dev/null || true
}

if [ -f "$CORE/.complete" ] && [[ "$(core_version "$CORE")" == "$WANT_VERSION"* ]]; then
  exit 0
fi

mkdir -p "$HOME_DIR"
WORK="$(mktemp -d "$HOME_DIR/.fetch-wordpress.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# Private apt configuration: the mirror of the system's Debian sources, but with Suites: trixie.
mirror="$(sed -n 's/^URIs:[[:space:]]*//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | grep -v security | head -n1 || true)"
mirror="${mirror:-http://deb.debian.org/debian}"
mkdir -p "$WORK/sources" "$WORK/lists/partial" "$WORK/cache/archives/partial" "$WORK/debs"
cat >"$WORK/sources/trixie.sources" <<SRC
Types: deb
URIs: $mirror
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC

APT_OPTS=(
  -o "Dir::Etc::sourcelist=/dev/null"
  -o "Dir::Etc::sourceparts=$WORK/sources"
  -o "Dir::State::Lists=$WORK/lists"
  -o "Dir::Cache=$WORK/cache"
  -o "Debug::NoLocking=1"
  -o "APT::Sandbox::User=root"
)
echo "fetch-wordpress: downloading WordPress $WANT_VERSION from Debian trixie ..." >&2
apt-get "${APT_OPTS[@]}" update -qq
(cd "$WORK/debs" && apt-get "${APT_OPTS[@]}" download -qq \
  wordpress wordpress-theme-twentytwentyfive libjs-cropper libjs-lodash libjs-underscore php-getid3)

ROOT="$WORK/root"
mkdir -p "$ROOT"
for deb in "$WORK"/debs/*.deb; do
  dpkg-deb -x "$deb" "$ROOT"
done

# Debian's tree symlinks to absolute system paths (/usr/share/javascript/..., /etc/wordpress, ...):
# re-point every absolute symlink into the unpacked root; links whose target we do not ship are dropped.
while IFS= read -r -d '' link; do
  target="$(readlink "$link")"
  case "$target" in
    /*)
      if [ -e "$ROOT$target" ]; then
        ln -sfn "$ROOT$target" "$link"
      else
        rm -f "$link"
      fi
      ;;
  esac
done < <(find "$ROOT" -type l -print0)

SRC_WP="$ROOT/usr/share/wordpress"
if [ ! -f "$SRC_WP/wp-includes/version.php" ]; then
  echo "fetch-wordpress: unexpected package layout: $SRC_WP/wp-includes/version.php missing" >&2
  exit 1
fi

NEW="$WORK/wordpress-core"
cp -rL "$SRC_WP" "$NEW"
# Debian keeps wp-content under /var/lib/wordpress; make sure the theme lives in the tree itself.
mkdir -p "$NEW/wp-content/themes" "$NEW/wp-content/plugins"
if [ ! -d "$NEW/wp-content/themes/twentytwentyfive" ]; then
  for cand in "$ROOT/usr/share/wordpress/wp-content/themes/twentytwentyfive" \
              "$ROOT/var/lib/wordpress/wp-content/themes/twentytwentyfive"; do
    if [ -d "$cand" ]; then cp -rL "$cand" "$NEW/wp-content/themes/"; break; fi
  done
fi
# Debian's wp-config.php includes /etc/wordpress/config-*.php; each instance writes its own instead.
rm -f "$NEW/wp-config.php"

got="$(core_version "$NEW")"
if [[ "$got" != "$WANT_VERSION"* ]]; then
  echo "fetch-wordpress: expected WordPress $WANT_VERSION, got '${got:-unknown}'" >&2
  exit 1
fi
if [ ! -f "$NEW/wp-content/themes/twentytwentyfive/style.css" ]; then
  echo "fetch-wordpress: theme twentytwentyfive missing from wp-content/themes" >&2
  exit 1
fi
touch "$NEW/.complete"
rm -rf "$CORE"
mv "$NEW" "$CORE"
echo "fetch-wordpress: WordPress $got ready in $CORE" >&2
