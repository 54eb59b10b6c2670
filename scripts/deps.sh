#!/usr/bin/env bash
# Installs the Debian packages Arbitre needs, only those that are missing.
# Used by `make`, the Dockerfile and CI, so a fresh Debian 12 machine needs nothing else.
set -euo pipefail
pkgs=(build-essential cmake pkg-config clang libclang-rt-14-dev
      libmicrohttpd-dev libcjson-dev libcurl4-openssl-dev libsqlite3-dev libcmocka-dev
      libstemmer-dev libcairo2-dev libpango1.0-dev fonts-dejavu-core libpq-dev
      libhunspell-dev hunspell-fr hunspell-en-us hunspell-tools) # hunspell (build time): the
      # word table of src/faq/faq_spell.c; hunspell-tools' unmunch lists the dictionaries' forms
case "${1:-}" in
    --test) pkgs+=(poppler-utils libxml2-utils valgrind chromium nodejs nginx-light clang-format
                  postgresql)
            command -v npm >/dev/null || pkgs+=(npm) ;; # some nodejs builds bundle npm
    --bench) pkgs+=(wrk nginx-light) ;;
    --runtime) pkgs=(libmicrohttpd12 libcjson1 libcurl4 libsqlite3-0 libstemmer0d libcairo2 libpango-1.0-0
                     libpangocairo-1.0-0 fonts-dejavu-core libpq5) ;; # the Docker image's last stage
esac
missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
    echo "deps.sh: missing packages: ${missing[*]} (run as root to install them)" >&2
    exit 1
fi
echo "deps.sh: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
