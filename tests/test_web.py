"""The web as browsers and site owners meet it, over HTTP (issue 12): what every page, script,
stylesheet and reply says of itself. What a person sees is in tests/test_browser.py."""
from __future__ import annotations

import pytest

TEXTS = ["/", "/embed.js", "/static/app.js", "/static/style.css", "/static/rulebook.css", "/static/rulebook.js",
         "/rulebooks/rise-of-myths", "/v1/games", "/healthz", "/openapi.json", "/docs", "/redoc", "/no/such/page"]


@pytest.mark.parametrize("url", TEXTS)
def test_every_text_response_names_utf8(client, url):
    """A host page without <meta charset> reads a script without a charset as windows-1252."""
    r = client.get(url)
    media, _, params = r.headers["content-type"].partition(";")
    assert params.strip().lower() == "charset=utf-8", (url, r.headers["content-type"])
    assert media in ("text/html", "application/javascript", "text/javascript", "text/css", "application/json")


def test_an_error_from_a_post_names_utf8_too(client):
    r = client.post("/v1/ask", json={"question": ""})
    assert r.status_code == 422 and r.headers["content-type"] == "application/json; charset=utf-8"


@pytest.mark.parametrize("url", ["/", "/embed.js", "/rulebooks/rise-of-myths", "/healthz", "/v1/games", "/docs", "/redoc",
                                 "/static/app.js", "/openapi.json"])
def test_head_is_answered_wherever_get_is(client, url):
    """Link checkers and caches ask HEAD; FastAPI's GET routes alone answered 405."""
    got, head = client.get(url), client.head(url)
    assert head.status_code == 200 and head.content == b""
    assert head.headers["content-type"] == got.headers["content-type"]
    assert head.headers["content-length"] == str(len(got.content))


def test_head_on_an_unknown_page_is_its_404(client):
    r = client.head("/rulebooks/chess")
    assert r.status_code == 404 and r.content == b""


@pytest.mark.parametrize("url", ["/docs", "/redoc"])
def test_the_documentation_pages_load_everything_from_the_service(client, url):
    """Swagger UI and ReDoc come from a PyPI package's files (fastapi-offline), not a CDN: /docs
    works offline. Every script, stylesheet and icon the page names is served here."""
    page = client.get(url).text
    refs = re_refs(page)
    assert refs and all(r.startswith("/") for r in refs), refs
    for ref in refs:
        assert client.get(ref).status_code == 200, ref
    assert "fonts.googleapis.com" not in page


def re_refs(page: str) -> list[str]:
    import re

    return re.findall(r'\s(?:src|href)="([^"#]+)"', page)


# --- honest refusals, one language per answer (issue 12, item 6) ---




def test_a_refusal_for_a_fixed_game_names_only_the_book_searched(client):
    """With the picker on Rise of Myths only its rulebook was searched: naming the other
    books as if they had been searched too was false."""
    res = client.post("/v1/ask", json={"question": "How do I castle in chess?", "game": "rise-of-myths"}).json()
    assert res["abstained"] is True
    assert res["answer"] == "I don't know: I searched the Rise of Myths: Cthulhu Rulebook and found nothing that answers this."
    res = client.post("/v1/ask", json={"question": "Как сделать рокировку в шахматах?", "game": "berserk"}).json()
    assert res["abstained"] is True
    assert res["answer"] == "Не знаю: я искал в книге «Berserk CCG rules excerpt» и не нашёл ответа на этот вопрос."


def test_the_reply_says_the_language_it_is_written_in(client):
    """The widget labels an answer in the answer's language, not in its own."""
    en = client.post("/v1/ask", json={"question": "Can four Characters play in one game?", "game": "rise-of-myths"}).json()
    assert en["lang"] == "en" and en["answer"].startswith("No.")
    ru = client.post("/v1/ask", json={"question": "Можно ли использовать эффект предотвращения частично?"}).json()
    assert ru["lang"] == "ru" and ru["answer"].startswith("Да.")


def test_resolve_says_its_outcome_in_words(client):
    """The validate panel shows what a chain came to, not only that the position is legal."""
    state = client.get("/v1/games/mythos-encounters/examples").json()["negation-chain"]
    body = {"game": "mythos-encounters", "kind": "negation-chain", "state": state}
    res = client.post("/v1/resolve", json=body).json()
    assert res["result"]["effect_in_force"] is False
    assert res["outcome"].startswith("The effect is negated (step 3: Leon sacrifices a Character card (Randolph Carter)")
    ru = client.post("/v1/resolve?lang=ru", json=body).json()
    assert ru["outcome"].startswith("Эффект отменён.")
    assert client.post("/v1/resolve?lang=fr", json=body).status_code == 422


def test_the_owner_page_does_not_exist_without_an_admin_token(client, monkeypatch):
    monkeypatch.delenv("ARBITER_ADMIN_TOKEN", raising=False)
    r = client.get("/admin")
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
    monkeypatch.setenv("ARBITER_ADMIN_TOKEN", "t")
    page = client.get("/admin")
    assert page.status_code == 200 and 'id="token"' in page.text  # the reports come with the token, from the API


_LATIN_RUN = __import__("re").compile(r"\b[A-Za-z]+\b(?:[ ,:;]+\b[A-Za-z]+\b){2,}")


@pytest.mark.parametrize("question, game", [
    ("Мелисса сыграла против меня «Misdirection» с красным 2. Леон сбросил карту Арканы «Prism Gate» с красным 2, "
     "а потом Мелисса пожертвовала 2 культистов. Действует ли эффект Misdirection?", "mythos-encounters"),
    ("Атака соперника нанесла моему существу ровно 3 раны, а у него «предотвращает следующие 3 раны». Полностью ли "
     "расходуется мой эффект, так что на следующую атаку ничего не остаётся?", "berserk"),
])
def test_a_russian_question_gets_the_executed_steps_in_russian(client, question, game):
    # (issue 12, one language per answer) the steps of a check read "step 1: Leon sacrifices …" under
    # a Russian answer — in Berserk, a Russian book, too
    r = client.post("/v1/ask", json={"question": question, "game": game}).json()
    steps = [s["step"] for s in r["check"]["trace"]]
    assert steps and all("шаг" in s or not s.startswith("step") for s in steps)
    assert [s for s in steps if _LATIN_RUN.search(s.replace("Misdirection", "").replace("Prism Gate", ""))] == []


def test_an_english_question_keeps_the_steps_in_english(client):
    r = client.post("/v1/ask", json={"question": "Opponent's turn. His creature deals 5 wounds to mine. I've got two "
                                                 "prevention effects on it, one for 1 and one for 2. Can I use both?"}).json()
    assert r["check"]["trace"][-1]["step"] == "2 wounds are dealt; the attack's strength stays 5"
