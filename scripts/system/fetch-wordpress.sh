#!/usr/bin/env bash
# Builds a self-contained WordPress tree from Debian's packages of one suite, without installing them.
#
#   fetch-wordpress.sh tree SUITE OUT   WordPress of SUITE (trixie, sid, …) into the new folder OUT, with
#                                       the themes Twenty Twenty-Five and Twenty Twenty-Four of SUITE,
#                                       Twenty Twenty-One and Twenty Twenty-Two from bookworm (the newest
#                                       suite that still ships them), and the core translations of de_DE,
#                                       fr_FR, it_IT, es_ES and nl_NL from SUITE's wordpress-l10n in
#                                       OUT/wp-content/languages.
#                                       Prints the WordPress version on standard output.
#   fetch-wordpress.sh candidate SUITE  Prints the version of `wordpress` SUITE has now (nothing fetched).
#
# scripts/lib/wordpress-core.mjs decides which suite and version an instance needs and where the tree
# is cached. The packages are downloaded with a private apt configuration (the system's apt state is
# untouched), unpacked with dpkg-deb, and Debian's symlinks into other packages are resolved inside the
# unpacked root; a link that still dangles stops the script.
set -euo pipefail

MODE="${1:-}"
SUITE="${2:-}"
OUT="${3:-}"
CLASSIC_SUITE="bookworm"
LOCALES=(de_DE fr_FR it_IT es_ES nl_NL)

usage() {
  echo "usage: fetch-wordpress.sh tree SUITE OUT | candidate SUITE" >&2
  exit 2
}
[ -n "$SUITE" ] || usage
case "$MODE" in
  tree) [ -n "$OUT" ] || usage ;;
  candidate) ;;
  *) usage ;;
esac

HOME_DIR="${CUSTOMER_AREA_HOME:-$HOME/.cache/customer-area}"
mkdir -p "$HOME_DIR"
WORK="$(mktemp -d "$HOME_DIR/.fetch-wordpress.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# The mirror of the system's Debian sources.
mirror="$(sed -n 's/^URIs:[[:space:]]*//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | grep -v security | head -n1 || true)"
mirror="${mirror:-http://deb.debian.org/debian}"

# apt-get or apt-cache with a private configuration for one suite: its own sources, lists and
# cache below $WORK.
apt_for() {
  local tool="$1" suite="$2"
  shift 2
  local dir="$WORK/apt-$suite"
  "$tool" \
    -o "Dir::Etc::sourcelist=/dev/null" \
    -o "Dir::Etc::sourceparts=$dir/sources" \
    -o "Dir::State::Lists=$dir/lists" \
    -o "Dir::Cache=$dir/cache" \
    -o "Debug::NoLocking=1" \
    -o "APT::Sandbox::User=root" \
    "$@"
}

# Writes the suite's sources file and reads its package lists.
apt_update() {
  local suite="$1"
  local dir="$WORK/apt-$suite"
  mkdir -p "$dir/sources" "$dir/lists/partial" "$dir/cache/archives/partial"
  cat >"$dir/sources/$suite.sources" <<SRC
Types: deb
URIs: $mirror
Suites: $suite
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  apt_for apt-get "$suite" update -qq
}

# The upstream version of a Debian version: 7.1.4+dfsg1-1 -> 7.1.4 (epoch, repack suffix and revision dropped).
upstream() {
  sed -E 's/^[0-9]+://; s/[+~-].*$//' <<<"$1"
}

candidate_of() {
  local suite="$1" package="$2"
  apt_for apt-cache "$suite" show --no-all-versions "$package" 2>/dev/null | sed -n 's/^Version: //p' | head -n1
}

apt_update "$SUITE"
wanted="$(candidate_of "$SUITE" wordpress)"
if [ -z "$wanted" ]; then
  echo "fetch-wordpress: Debian $SUITE has no wordpress package" >&2
  exit 1
fi
if [ "$MODE" = candidate ]; then
  upstream "$wanted"
  exit 0
fi

echo "fetch-wordpress: downloading WordPress $(upstream "$wanted") (Debian $SUITE $wanted), its themes and core translations ..." >&2
apt_update "$CLASSIC_SUITE"
mkdir -p "$WORK/debs"
# libphp-phpmailer and libjs-jquery-ui: newer packages link PHPMailer and jQuery UI's effect.js from them.
(cd "$WORK/debs" && apt_for apt-get "$SUITE" download -qq \
  wordpress wordpress-l10n wordpress-theme-twentytwentyfive wordpress-theme-twentytwentyfour \
  libjs-cropper libjs-lodash libjs-underscore php-getid3 libphp-phpmailer libjs-jquery-ui)
(cd "$WORK/debs" && apt_for apt-get "$CLASSIC_SUITE" download -qq \
  wordpress-theme-twentytwentyone wordpress-theme-twentytwentytwo)

ROOT="$WORK/root"
mkdir -p "$ROOT"
for deb in "$WORK"/debs/*.deb; do
  dpkg-deb -x "$deb" "$ROOT"
done

# Debian's tree links to absolute system paths (/usr/share/javascript/…, /etc/wordpress, …) and
# relatively into other packages (../../../php/getid3/…). Absolute links are re-pointed into the
# unpacked root; one whose target only the system has (the CA bundle, /etc/ssl/certs) keeps it.
while IFS= read -r -d '' link; do
  target="$(readlink "$link")"
  case "$target" in
    /*)
      if [ -e "$ROOT$target" ]; then
        ln -sfn "$ROOT$target" "$link"
      fi
      ;;
  esac
done < <(find "$ROOT" -type l -print0)

SRC_WP="$ROOT/usr/share/wordpress"
if [ ! -f "$SRC_WP/wp-includes/version.php" ]; then
  echo "fetch-wordpress: unexpected package layout: $SRC_WP/wp-includes/version.php missing" >&2
  exit 1
fi
dangling="$(find "$SRC_WP" -xtype l -printf '  %P -> %l\n')"
if [ -n "$dangling" ]; then
  echo "fetch-wordpress: these links of WordPress $(upstream "$wanted") point to files no downloaded package holds:" >&2
  echo "$dangling" >&2
  echo "fetch-wordpress: add the packages that hold them to the download list in scripts/system/fetch-wordpress.sh" >&2
  exit 1
fi

NEW="$WORK/wordpress"
cp -rL "$SRC_WP" "$NEW"
mkdir -p "$NEW/wp-content/themes" "$NEW/wp-content/plugins" "$NEW/wp-content/languages"
# Debian keeps wp-content under /var/lib/wordpress as well; the themes live in the tree itself.
for theme in twentytwentyfive twentytwentyfour twentytwentyone twentytwentytwo; do
  if [ ! -d "$NEW/wp-content/themes/$theme" ]; then
    for cand in "$SRC_WP/wp-content/themes/$theme" "$ROOT/var/lib/wordpress/wp-content/themes/$theme"; do
      if [ -d "$cand" ]; then cp -rL "$cand" "$NEW/wp-content/themes/"; break; fi
    done
  fi
  if [ ! -f "$NEW/wp-content/themes/$theme/style.css" ]; then
    echo "fetch-wordpress: theme $theme missing from wp-content/themes" >&2
    exit 1
  fi
done
# Core translations: only the shipped locales' catalogues (de_DE.mo, admin-de_DE.mo, …), not all 70.
find "$NEW/wp-content/languages" -maxdepth 1 -type f -delete
for locale in "${LOCALES[@]}"; do
  found=0
  for file in "$SRC_WP/wp-content/languages/"*"$locale".mo "$SRC_WP/wp-content/languages/"*"$locale"-*.json; do
    [ -f "$file" ] || continue
    cp -L "$file" "$NEW/wp-content/languages/"
    found=1
  done
  if [ ! -f "$NEW/wp-content/languages/$locale.mo" ] || [ "$found" = 0 ]; then
    echo "fetch-wordpress: Debian $SUITE's wordpress-l10n has no core catalogue $locale.mo" >&2
    exit 1
  fi
done
# Debian's wp-config.php includes /etc/wordpress/config-*.php; each instance writes its own instead.
rm -f "$NEW/wp-config.php"

got="$(sed -n "s/^\$wp_version = '\([^']*\)';.*/\1/p" "$NEW/wp-includes/version.php")"
{
  echo "wordpress $wanted ($SUITE)"
  echo "wordpress-l10n $(candidate_of "$SUITE" wordpress-l10n) ($SUITE)"
  echo "wordpress-theme-twentytwentyone $(candidate_of "$CLASSIC_SUITE" wordpress-theme-twentytwentyone) ($CLASSIC_SUITE)"
  echo "wordpress-theme-twentytwentytwo $(candidate_of "$CLASSIC_SUITE" wordpress-theme-twentytwentytwo) ($CLASSIC_SUITE)"
} >"$NEW/.debian-packages"
mkdir -p "$(dirname "$OUT")"
mv "$NEW" "$OUT"
echo "$got"
