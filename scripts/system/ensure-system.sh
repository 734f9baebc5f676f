#!/usr/bin/env bash
# Makes sure the Debian packages the local WordPress stack and the test suites need are present.
# Idempotent and fast when everything is already there: it probes commands and PHP extensions
# first and only touches apt when something is missing (apt-get update alone takes ~10 s).
set -euo pipefail

PACKAGES=(php-cli php-mysql php-xml php-mbstring php-curl php-gd php-zip mariadb-server phpunit chromium chromium-headless-shell gettext)

missing=()
have() { command -v "$1" >/dev/null 2>&1; }

have php || missing+=(php-cli)
if have php; then
  # `php -m` lists compiled/loaded modules; each maps to one Debian package.
  mods="$(php -m 2>/dev/null | tr '[:upper:]' '[:lower:]')"
  grep -qx mysqli <<<"$mods" || missing+=(php-mysql)
  grep -qx dom <<<"$mods" || missing+=(php-xml)
  grep -qx mbstring <<<"$mods" || missing+=(php-mbstring)
  grep -qx curl <<<"$mods" || missing+=(php-curl)
  grep -qx gd <<<"$mods" || missing+=(php-gd)
  grep -qx zip <<<"$mods" || missing+=(php-zip)
fi
{ have mariadbd || [ -x /usr/sbin/mariadbd ]; } && { have mariadb-install-db || [ -x /usr/bin/mariadb-install-db ]; } || missing+=(mariadb-server)
have phpunit || missing+=(phpunit)
{ have chromium || [ -x /usr/bin/chromium ]; } || missing+=(chromium)
# The e2e suites' browser (playwright.config.ts says why); the bench keeps the full one above.
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
have msgfmt || missing+=(gettext)
# apt-get download + dpkg-deb are used by fetch-wordpress.sh; both ship with every Debian base system.

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-system: missing Debian packages: ${missing[*]}" >&2
  echo "ensure-system: run as root, or install them with: sudo apt-get install -y ${PACKAGES[*]}" >&2
  exit 1
fi

echo "ensure-system: installing ${missing[*]} (apt-get) ..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Install the whole list, not just the missing ones: cheap when present, and keeps the set consistent.
apt-get install -y -qq "${PACKAGES[@]}" >/dev/null
# Debian's mariadb-server package starts a system-wide server we do not use; the stack runs its own.
if have systemctl; then systemctl disable --now mariadb >/dev/null 2>&1 || true; fi
if have service; then service mariadb stop >/dev/null 2>&1 || true; fi
echo "ensure-system: done" >&2
