#!/usr/bin/env bash
# Makes sure the Debian packages of the production stack are present (Varnish 7, Apache 2.4 with
# mpm_event and proxy_fcgi, PHP-FPM 8.2; docs/architecture.md "Hosting, caches and multisite") and
# that no daemon of theirs runs system-wide: the stack starts its own servers, as an unprivileged
# user, on ports of its own, and never relies on systemd. Idempotent and fast when all is there.
set -euo pipefail

PACKAGES=(varnish apache2 php8.2-fpm)
DAEMONS=(varnish varnishncsa apache2 apache-htcacheclean php8.2-fpm)

have() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ]; }

missing=()
have varnishd || missing+=(varnish)
have apache2 || missing+=(apache2)
[ -f /usr/lib/apache2/modules/mod_proxy_fcgi.so ] || missing+=(apache2)
have php-fpm8.2 || missing+=(php8.2-fpm)

# Stops whatever a package's install script started system-wide (Debian starts apache2 and varnish
# where an init system runs): through the init script when there is one, never through systemd.
stop_daemons() {
  for daemon in "${DAEMONS[@]}"; do
    if [ -x "/etc/init.d/$daemon" ]; then
      "/etc/init.d/$daemon" stop >/dev/null 2>&1 || true
    fi
  done
}

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-production: missing Debian packages: ${missing[*]}" >&2
  echo "ensure-production: run as root, or install them with: sudo apt-get install -y ${PACKAGES[*]}" >&2
  exit 1
fi

echo "ensure-production: installing ${PACKAGES[*]} (apt-get) ..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${PACKAGES[@]}" >/dev/null
stop_daemons
echo "ensure-production: done" >&2
