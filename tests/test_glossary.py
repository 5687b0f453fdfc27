"""Glossaries: the rulebook's terms by the names players use in another language."""
from __future__ import annotations

import pytest

from corpus.documents import parse
from corpus.tokens import tokenize
from kb.glossary import Glossary


def test_a_name_in_any_form_finds_the_rulebook_term(tmp_path):
    path = tmp_path / "glossary.yaml"
    path.write_text("language: ru\nterms:\n  Avatar: [аватар]\n  Ancient Sign: [древний знак]\n", encoding="utf-8")
    g = Glossary.load(path)
    assert g is not None
    assert g.book_terms(set(tokenize("Что происходит, если аватара уничтожат?"))) == ["Avatar"]
    assert g.book_terms(set(tokenize("Сколько стоят древние знаки?"))) == ["Ancient Sign"]
    assert g.book_terms(set(tokenize("Сколько стоит знак?"))) == []  # a multi-word name needs every word


def test_the_players_own_words_find_the_rulebook_term(tmp_path):
    # "we killed the last Enemy" is the book's "defeated"; a word of several needs them all
    path = tmp_path / "glossary.yaml"
    path.write_text("language: ru\nterms:\n  Avatar: [аватар]\nsaid:\n  defeated: [killed, 0 Health]\n",
                    encoding="utf-8")
    g = Glossary.load(path)
    assert g is not None
    assert g.said_stems(set(tokenize("the Detective killed the last Enemy"))) == frozenset(tokenize("defeated"))
    assert g.said_stems(set(tokenize("it drops the Hound to 0 Health"))) == frozenset(tokenize("defeated"))
    assert g.said_stems(set(tokenize("the Seer has 0 Sanity"))) == frozenset()
    assert g.book_terms(set(tokenize("killed"))) == []  # not a name in another language


def test_a_term_the_rulebook_does_not_use_is_reported(tmp_path):
    doc = parse("If your Avatar is ever destroyed, return it.", doc_id="g/rulebook", game="g", title="G", language="en")
    assert Glossary("ru", {"Avatar": ["аватар"]}).check([doc]) == []
    assert Glossary("ru", {"Paladin": ["паладин"]}).check([doc]) == ["glossary term 'Paladin' is not in the rulebook"]
    assert Glossary("ru", said={"slain": ["killed"]}).check([doc]) == ["glossary term 'slain' is not in the rulebook"]
    assert Glossary("ru", contrasts=[["Avatar", "Titan"]]).check([doc]) == ["glossary term 'Titan' is not in the rulebook"]
    assert Glossary("ru", ended={"hidden": ["revealed"]}).check([doc]) == ["glossary term 'hidden' is not in the rulebook"]


def test_terms_that_stand_in_one_anothers_place_are_read_with_their_names(tmp_path):
    path = tmp_path / "glossary.yaml"
    path.write_text("language: ru\nterms:\n  Health: [здоровье]\ncontrasts:\n  - [Health, Sanity]\n", encoding="utf-8")
    g = Glossary.load(path)
    assert g is not None
    assert g.contrast_sets == ((frozenset(tokenize("Health здоровье")), frozenset(tokenize("Sanity"))),)


def test_a_state_that_ends_is_read_with_the_words_that_end_it(tmp_path):
    path = tmp_path / "glossary.yaml"
    path.write_text("language: en\nterms:\n  скрытые карты: [hidden cards]\nended:\n  скрытые карты: [вскрыл, revealed]\n",
                    encoding="utf-8")
    g = Glossary.load(path)
    assert g is not None
    assert g.ended_sets == (((frozenset(tokenize("скрытые карты")), frozenset(tokenize("hidden cards"))),
                             frozenset(tokenize("вскрыл revealed"))),)


@pytest.mark.parametrize("text", ["language: ru\n", "language: ru\nterms: [a, b]\n", "language: ru\nterms:\n  Avatar: [1]\n",
                                  "language: ru\nterms: {}\nsaid: [killed]\n",
                                  "language: ru\nterms: {}\ncontrasts: [Health, Sanity]\n",
                                  "language: ru\nterms: {}\ncontrasts:\n  - [Health]\n",
                                  "language: ru\nterms: {}\nended: [hidden, revealed]\n"])
def test_a_malformed_glossary_is_refused(tmp_path, text):
    path = tmp_path / "glossary.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError):
        Glossary.load(path)


def test_every_bundled_glossary_names_only_rulebook_terms():
    from corpus.library import load_games
    from kb.game import discover

    kb = discover({g: game.documents for g, game in load_games().items()})  # discover lints each glossary
    assert {g for g, rules in kb.items() if rules.glossary} == set(kb)


def test_a_players_word_is_said_in_the_other_language_and_a_longer_one_holds_a_shorter(tmp_path):
    # («дешёвые услуги» is Cheaper Services, an easing modifier; «меньше вариантов улучшений» is
    # Fewer Upgrade options, a harder one, though it holds every word of «больше …» the tokenizer keeps)
    path = tmp_path / "glossary.yaml"
    path.write_text("language: ru\nterms:\n  Cheaper Services: [дешёвые услуги]\n"
                    "  More Upgrade Options: [больше вариантов улучшений]\n"
                    "  Fewer Upgrade options: [меньше вариантов улучшений]\n"
                    "said:\n  Decrease Difficulty: [Cheaper Services, More Upgrade Options]\n"
                    "  Increase Difficulty: [Fewer Upgrade options]\n", encoding="utf-8")
    g = Glossary.load(path)
    assert g is not None
    easier, harder = frozenset(tokenize("Decrease Difficulty")), frozenset(tokenize("Increase Difficulty"))
    assert g.said_stems(set(tokenize("Мы взяли «Дешёвые услуги»"))) == easier
    assert g.said_stems(set(tokenize("Играем с «больше вариантов улучшений»"))) == easier
    assert g.said_stems(set(tokenize("Играем только с «меньше вариантов улучшений»"))) == harder
