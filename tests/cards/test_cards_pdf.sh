#!/usr/bin/env bash
# test_cards_pdf.sh ARBITRE OUTDIR — the A5 cards of every game, checked with poppler:
# 3 pages of 419.53 x 595.28 pt, every font embedded, each page's heading, facts and
# citations on the right page, the footer on every page, English cards in English, the text of
# a 4-player kalah card for its options; PNG renders left in OUTDIR for people.
set -euo pipefail
arbitre=$1
out=$2
mkdir -p "$out"
fail=0
check() { # page file pattern description
    if ! grep -q -- "$3" "$2"; then
        echo "FAIL $4: page $1 lacks « $3 »" >&2
        fail=1
    fi
}
for game in qawale awale kalah escargots; do
    for lang in fr en; do
        pdf="$out/$game-$lang.pdf"
        "$arbitre" cards "$game" --lang "$lang" -o "$pdf"
        info=$(pdfinfo "$pdf")
        grep -q "^Pages: *3$" <<<"$info" || { echo "FAIL $game $lang: not 3 pages" >&2; fail=1; }
        grep -q "^Page size: *419.53 x 595.28 pts" <<<"$info" ||
            { echo "FAIL $game $lang: not A5 portrait" >&2; fail=1; }
        if pdffonts "$pdf" | tail -n +3 | awk '{ if ($(NF-4) != "yes") bad=1 } END { exit bad }'; then :; else
            echo "FAIL $game $lang: a font is not embedded" >&2
            fail=1
        fi
        for page in 1 2 3; do
            pdftotext -layout -f $page -l $page "$pdf" "$out/$game-$lang-$page.txt"
            check $page "$out/$game-$lang-$page.txt" "$([ $lang = fr ] && echo 'vérifiés par Arbitre sur' || echo 'checked by Arbitre on')" "$game $lang footer"
        done
        pdftoppm -r 72 -png "$pdf" "$out/$game-$lang"
    done
    check 1 "$out/$game-fr-1.txt" "Mise en place" "$game heading"
    check 2 "$out/$game-fr-2.txt" "Fiche joueur" "$game heading"
    check 3 "$out/$game-fr-3.txt" "Déroulement du tour" "$game heading"
    check 3 "$out/$game-fr-3.txt" "Avant" "$game example"
    check 1 "$out/$game-en-1.txt" "Setup" "$game english"
done
# English cards carry no French label, no card prints a template or a word's key, and no
# seat is numbered from 0
for game in qawale awale kalah escargots; do
    for page in 1 2 3; do
        for fr in "au trait" "Joueur" "en main" "rubrique" "règles" "Avant" "Après" "Exemple" "J0" "J1"; do
            if grep -E -q -- "(^| )$fr( |$)" "$out/$game-en-$page.txt"; then
                echo "FAIL $game en page $page: French « $fr »" >&2
                fail=1
            fi
        done
        for lang in fr en; do
            if grep -E -q '[{}]|(title|head|legend|label|footer|cite|source|reason)\.[a-z]|J[0-3]\b' \
                "$out/$game-$lang-$page.txt"; then
                echo "FAIL $game $lang page $page: a template, a key or a 0-based seat" >&2
                fail=1
            fi
        done
    done
done
grep -q "Stalemate" "$out/awale-en-2.txt" && { echo "FAIL awale en: Stalemate" >&2; fail=1; }
# the card follows its options: 4 players, 4 pits each, 3 stones, on the text and page 3
"$arbitre" cards kalah --players 4 --holes 4 --stones 3 -o "$out/kalah-443.pdf"
for page in 1 3; do
    pdftotext -layout -f $page -l $page "$out/kalah-443.pdf" "$out/kalah-443-$page.txt"
done
check 1 "$out/kalah-443-1.txt" "4 joueurs" "kalah 4 players"
check 1 "$out/kalah-443-1.txt" "4 trous" "kalah 4 pits"
check 1 "$out/kalah-443-1.txt" "3 pierres" "kalah 3 stones"
check 3 "$out/kalah-443-3.txt" "Joueur 4" "kalah page 3 example for 4 players"
if grep -q "6 trous\|4 pierres" "$out/kalah-443-1.txt"; then
    echo "FAIL kalah 443: page 1 still says 6 pits or 4 stones" >&2
    fail=1
fi
# no word of any card prints below 7 pt: pdftotext's word boxes are 1.55 font sizes high for
# DejaVu (a 7 pt line is 10.85 pt); a rotated word (the seats along a 4-player board) is
# measured across
small_words() { # pdf
    pdftotext -bbox "$1" - | awk -F'"' '/<word / {
        h = $8 - $4; w = $6 - $2; t = $9; sub(/^>/, "", t); sub(/<.*/, "", t)
        size = (length(t) == 1 || h > w) ? (h > w ? h : w) : h
        if (size < 10.6) printf "%s (%.1f pt) ", t, size / 1.55 }'
}
for pdf in "$out"/*-fr.pdf "$out"/*-en.pdf "$out/kalah-443.pdf"; do
    small=$(small_words "$pdf")
    if [ -n "$small" ]; then
        echo "FAIL $(basename "$pdf"): words under 7 pt: $small" >&2
        fail=1
    fi
done
# and its capture settings (CLI only: the HTTP route reads players, holes, stones)
"$arbitre" cards kalah --players 4 --capture-from opposite --empty-opposite take -o "$out/kalah-take.pdf"
pdftotext -f 2 -l 2 "$out/kalah-take.pdf" - | tr '\n' ' ' >"$out/kalah-take-2.txt"
check 2 "$out/kalah-take-2.txt" "de la personne d'en face ; même si ce trou est vide" "kalah capture settings"
# the turn card's steps print at 9 pt at least (13.95 pt word boxes): every word of page 3
# above its example heading
for pdf in "$out"/*-fr.pdf "$out"/*-en.pdf "$out/kalah-443.pdf"; do
    small=$(pdftotext -bbox -f 3 -l 3 "$pdf" - | awk -F'"' '/<word / {
        t = $9; sub(/^>/, "", t); sub(/<.*/, "", t)
        if (t == "Exemple" || t == "Example") done = 1
        if (!done && $8 - $4 < 13.6) printf "%s (%.1f pt) ", t, ($8 - $4) / 1.55 }')
    if [ -n "$small" ]; then
        echo "FAIL $(basename "$pdf"): turn card words under 9 pt: $small" >&2
        fail=1
    fi
done
# diagrams over the CLI: the SVG is well-formed XML, the PNG a PNG
echo '{"position":{"board":{"a1":["N","N"],"d1":["N","N"],"a4":["N","N"],"d4":["N","N"]},"hands":[8,8],"to_move":0},"move":{"cell":"a1","path":["a2","b2","c2"]}}' |
    "$arbitre" diagram qawale --format svg -o "$out/qawale-move.svg"
xmllint --noout "$out/qawale-move.svg" || { echo "FAIL svg is not XML" >&2; fail=1; }
echo '{"position":{"pits":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"stores":[0,0],"to_move":0},"move":{"pit":3}}' |
    "$arbitre" diagram awale --format png -o "$out/awale-move.png"
[ "$(head -c 8 "$out/awale-move.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] ||
    { echo "FAIL png signature" >&2; fail=1; }
# facts and citations where the rulebooks put them
check 1 "$out/qawale-fr-1.txt" "p. 4" "qawale setup cites page 4"
check 2 "$out/qawale-fr-2.txt" "Erreurs fréquentes" "qawale mistakes"
check 1 "$out/awale-fr-1.txt" "48" "awale 48 seeds"
check 1 "$out/kalah-fr-1.txt" "Préparation" "kalah setup section"
check 1 "$out/escargots-fr-1.txt" "48" "escargots 48 snails"
exit $fail
