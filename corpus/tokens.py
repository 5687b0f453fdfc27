"""Words to stems, the one tokenizer of the project: BM25 (corpus.index), the glossary
(kb), the reader and the verdict guards (service) all cut text the same way. It stands
apart from the search index so that kb can use it without loading FAISS."""
from __future__ import annotations

import re
from functools import lru_cache

import Stemmer
from bm25s.stopwords import STOPWORDS_EN, STOPWORDS_RUSSIAN

# Rulebooks print numbers as digits, players often write them as words ("below zero",
# "трёх культистов"): one table of number words for the tokenizer and the readers
CARDINALS = {w: i for i, ws in enumerate([
    # (and the cases a count takes after a verb or preposition: "играем тремя Персонажами", "с двумя")
    "zero ноль нуль", "one один одна одно одного одну", "two два две двух двое двумя двум",
    "three три трёх трех трое тремя трём трем", "four четыре четырёх четырех четверо четырьмя четырём четырем",
    "five пять пяти пятеро пятью", "six шесть шести шестью", "seven семь семи", "eight восемь восьми",
    "nine девять девяти", "ten десять десяти", "eleven одиннадцать", "twelve двенадцать",
    # (a conflict's Dice Roll runs past 10: "thirteen Dice Roll")
    "thirteen тринадцать", "fourteen четырнадцать", "fifteen пятнадцать", "sixteen шестнадцать",
    "seventeen семнадцать", "eighteen восемнадцать", "nineteen девятнадцать", "twenty двадцать"]) for w in ws.split()}
# … and ordinals: "the sixth round" is "Round 6", "the 13th token" is token 13. ("first" and
# "second" stay words: "who goes first", "a second Region" are not numbers.)
# how many times: "once per turn", "a card used twice", "один раз за ход"
TIMES = {"once": 1, "twice": 2, "thrice": 3, "однажды": 1, "один раз": 1, "дважды": 2, "трижды": 3}
_ORDINAL_WORDS = {w: i for i, ws in enumerate([
    "", "", "", "third третий третья третье третьем третьего", "fourth четвертый четвертая четвертом",
    "fifth пятый пятая пятом", "sixth шестой шестая шестом шестого", "seventh седьмой седьмом",
    "eighth восьмой", "ninth девятый", "tenth десятый"]) for w in ws.split()}
_NUMBER_WORDS = {w: str(i) for w, i in (CARDINALS | _ORDINAL_WORDS).items()}
_ORDINAL = re.compile(r"^(\d+)(?:st|nd|rd|th|-?й|-?го|-?м)$")
_WORD = re.compile(r"[^\W_]+", re.U)
_STEM_EN = Stemmer.Stemmer("english")
_STEM_RU = Stemmer.Stemmer("russian")
_STOP = set(STOPWORDS_EN) | set(STOPWORDS_RUSSIAN)


def tokenize(text: str) -> list[str]:
    """Lower-cased word stems: Russian Snowball for Cyrillic words, English otherwise;
    number words become digits; stop words go."""
    return list(_stems(text))


@lru_cache(maxsize=4096)
def _stems(text: str) -> tuple[str, ...]:
    # one question is cut by game detection, retrieval, quote choice and the verdict
    # guards: cutting it once keeps the answer's cost near the encoder's
    out = []
    for w in _WORD.findall(text.lower().replace("ё", "е")):
        if w in _NUMBER_WORDS:
            out.append(_NUMBER_WORDS[w])
            continue
        if w[0].isdigit() and (m := _ORDINAL.match(w)):
            out.append(m.group(1))
            continue
        if w in _STOP:
            continue
        cyr = any("\u0400" <= ch <= "\u04ff" for ch in w)
        out.append(_STEM_RU.stemWord(w) if cyr else _STEM_EN.stemWord(w))
    return tuple(out)
