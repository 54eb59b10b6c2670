#!/bin/sh
# no_word_literals.sh — words are data: no French or English word may be written as a string
# literal in src/faq/*.c. The rule, checked here:
#   every run of letters inside a string literal of src/faq/*.c (comments, printf conversions
#   and escapes set aside) must be a name the data formats define: a JSON member name of
#   data/lexicon/*.json, data/schema/*.json or data/rules/*.json, a {slot} of a lexicon
#   template, or a name the API reference writes in code (`…` in docs/api.md);
#   or a C identifier joined by an underscore (Hunspell_spell, skip_origin): a name, no word;
#   and no literal may hold a non-ASCII byte (accented prose). fopen modes (rb, wb) and the
#   running program's path (/proc/self/exe, where faq_spell reads its word table) pass.
# Prose, messages and word lists live in data/lexicon/{fr,en}.json.
# Usage: no_word_literals.sh REPO_ROOT   (exit 1 listing each offending literal)
set -eu
root=${1:-.}
names=$(mktemp)
trap 'rm -f "$names"' EXIT
{
    grep -oh '"[A-Za-z_][A-Za-z0-9_]*" *:' "$root"/data/lexicon/*.json "$root"/data/schema/*.json \
        "$root"/data/rules/*.json | sed 's/"\([^"]*\)".*/\1/'
    grep -oh '{[a-z0-9_]*}' "$root"/data/lexicon/*.json | tr -d '{}'
    grep -o '`[^`]*`' "$root"/docs/api.md | grep -o '[A-Za-z_][A-Za-z0-9_]*'
} | tr ' ' '\n' | sort -u >"$names"
status=0
for f in "$root"/src/faq/*.c; do
    # the string literals of the file, one per line, comments and char literals removed
    awk '
    BEGIN { incomment = 0 }
    /^#include/ { next }
    {
        line = $0; out = ""; i = 1; n = length(line)
        while (i <= n) {
            c = substr(line, i, 1); d = substr(line, i, 2)
            if (incomment) { if (d == "*/") { incomment = 0; i += 2 } else i++; continue }
            if (d == "/*") { incomment = 1; i += 2; continue }
            if (d == "//") break
            if (c == "\047") { i++; while (i <= n && substr(line, i, 1) != "\047") { if (substr(line, i, 1) == "\\") i++; i++ } i++; continue }
            if (c == "\"") {
                s = ""; i++
                while (i <= n && substr(line, i, 1) != "\"") {
                    if (substr(line, i, 1) == "\\") { s = s substr(line, i, 2); i += 2; continue }
                    s = s substr(line, i, 1); i++
                }
                i++; printf "%d\t%s\n", NR, s; continue
            }
            i++
        }
    }' "$f" | while IFS="$(printf '\t')" read -r lineno lit; do
        case "$lit" in rb | wb) continue ;; esac # fopen modes
        case "$lit" in /proc/self/exe) continue ;; esac # the running program (faq_spell.c)
        if printf '%s' "$lit" | LC_ALL=C grep -q '[^ -~]'; then
            echo "$f:$lineno: non-ASCII text in a literal: \"$lit\""
            echo fail >>"$names.bad"
            continue
        fi
        words=$(printf '%s' "$lit" |
            sed -e 's/\\[nrt0"\\]//g' -e 's/\\x[0-9a-fA-F]*//g' \
                -e 's/%[-+ #0]*[0-9*]*\(\.[0-9*]*\)\{0,1\}\(hh\|h\|ll\|l\|z\|j\|t\|L\)\{0,1\}[diouxXfFeEgGcsp%]//g' |
            grep -o '[A-Za-z_][A-Za-z0-9_]*' || true)
        for w in $words; do
            case "$w" in *?_?*) continue ;; esac # an identifier with an underscore
            if ! grep -qxF "$w" "$names"; then
                echo "$f:$lineno: word \"$w\" in the literal \"$lit\" is no name of the data"
                echo fail >>"$names.bad"
            fi
        done
    done
done
if [ -e "$names.bad" ]; then
    rm -f "$names.bad"
    exit 1
fi
echo "no word literal in src/faq/*.c"
