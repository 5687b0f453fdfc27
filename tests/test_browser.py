"""The pages in a real browser: Debian's Chromium driven headless by Playwright (never a
downloaded browser). Screenshots go to artifacts/screenshots/. Every request a page makes
must stay on 127.0.0.1: the product works offline."""
from __future__ import annotations

import functools
import http.server
import os
import re
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "screenshots"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--no-first-run", "--disable-sync", "--disable-quic"]

if not Path(CHROMIUM).exists():
    if os.environ.get("CI"):
        raise RuntimeError("CI needs Debian's chromium for the browser tests (make test installs it)")
    pytest.skip("chromium is not installed (make test installs it with apt-get)", allow_module_level=True)

from playwright.sync_api import expect, sync_playwright  # noqa: E402

from service.process import serving  # noqa: E402

ADMIN = "owner-token-for-the-browser-tests"


@pytest.fixture(scope="module")
def service(data_dir, index):
    with serving(data_dir, {"ARBITER_DENSE": "use-m3", "ARBITER_ADMIN_TOKEN": ADMIN}) as base:
        yield base


# A host page that fights the widget the way real sites do: no <meta charset> (and the test
# server sends text/html without one, so the page is read as windows-1252), a root font
# size of 62.5 % (rem-sized widgets shrink to 10 px text), and rules for every div and button.
HOSTILE_HEAD = ("<!doctype html><html lang='en'><head><title>Old fan wiki</title><style>"
                "html{font-size:62.5%} div{border:4px solid red;padding:20px;margin:7px}"
                "button{font-size:30px!important;padding:0;background:pink}</style></head><body>")


@pytest.fixture(scope="module")
def host_site(service, tmp_path_factory):
    """Somebody else's rules-reference site, on another origin, with the one script tag."""
    root = tmp_path_factory.mktemp("host-site")
    (root / "index.html").write_text(
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Fan wiki</title></head><body>"
        "<h1>Rise of Myths fan wiki</h1><p>House notes on conditions.</p>"
        f"<script src='{service}/embed.js' data-game='rise-of-myths'></script></body></html>", encoding="utf-8")
    (root / "hostile.html").write_text(
        HOSTILE_HEAD + "<h1>Rise of Myths notes</h1><div><p>Our house rules.</p></div>"
        f"<script src='{service}/embed.js' data-game='rise-of-myths' data-accent='#7b1fa2' "
        "data-launcher-text='Ask the judge' data-offset='24'></script></body></html>", encoding="ascii")
    (root / "inline.html").write_text(
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Rules help</title></head><body>"
        "<h1>Rules help</h1><section id='rules-box' style='max-width:600px'></section><p>Footer text.</p>"
        f"<script src='{service}/embed.js' data-game='rise-of-myths' data-target='#rules-box'></script>"
        "</body></html>", encoding="utf-8")
    (root / "ru.html").write_text(
        "<!doctype html><html lang='ru'><head><meta charset='utf-8'><title>Вики</title></head><body>"
        "<h1>Вики по Rise of Myths</h1>"
        f"<script src='{service}/embed.js' data-game='rise-of-myths' data-lang='ru'></script></body></html>", encoding="utf-8")
    (root / "mythos.html").write_text(
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Mythos table</title></head><body>"
        "<h1>Mythos Encounters table notes</h1>"
        f"<script src='{service}/embed.js' data-game='mythos-encounters'></script></body></html>", encoding="utf-8")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        yield b
        b.close()


PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 768}


@contextmanager
def opened(browser, viewport: dict[str, int], color_scheme: str = "light") -> Iterator[Any]:
    """A fresh page (its own storage) at ``viewport``, its reader preferring ``color_scheme``,
    that must keep every request on this machine and meet no Content-Security-Policy refusal."""
    ctx = browser.new_context(viewport=viewport, color_scheme=color_scheme)
    pg = ctx.new_page()
    pg.requested = []
    pg.on("request", lambda r: pg.requested.append(r.url))
    refused = []  # the service's Content-Security-Policy refusing anything its own pages use
    pg.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None)
    yield pg
    assert refused == []
    hosts = {urlparse(u).hostname for u in pg.requested if not u.startswith(("data:", "blob:", "about:"))}
    assert hosts <= {"127.0.0.1", "localhost"}, f"requests left the machine: {hosts}"
    ctx.close()


@pytest.fixture
def page(browser):
    with opened(browser, {"width": 1100, "height": 900}) as pg:
        yield pg


def shot(page, name):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=False)


def test_chat_answers_with_verdict_and_quote_and_the_quote_opens_highlighted(page, service):
    page.goto(service + "/")
    # "no" computed from the rule's bound: at most 3 Characters, and four were asked about
    page.get_by_role("textbox", name="Question").fill("Can four Characters play in one game?")
    page.get_by_role("button", name="Ask", exact=True).click()
    answer = page.locator("article.answer").first
    expect(answer.locator(".badge.no")).to_be_visible(timeout=20000)
    quote = answer.locator("a.quote-link").first
    expect(quote).to_be_visible()
    quoted = quote.inner_text()
    assert "maximum of 3" in answer.inner_text()
    shot(page, "1-chat-answer")
    assert quote.get_attribute("href").startswith("/rulebooks/rise-of-myths?hl=")
    quote.click()  # the rulebook opens beside the chat (a new tab on a phone)
    book = page.frame_locator("#reader iframe")
    mark = book.locator("mark#hl")
    expect(mark).to_be_visible()
    assert " ".join(book.locator("mark").all_inner_texts()).split() == quoted.split()
    assert mark.evaluate("m => { const r = m.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }")
    shot(page, "2-rulebook-highlight")


def test_widget_on_another_origin_asks_and_shows_a_citation(page, host_site, service):
    page.goto(host_site + "/")
    page.locator("[data-arbiter-widget] button.launcher").click()
    box = page.locator("[data-arbiter-widget] textarea")
    box.fill("When does a creature lose health from Bleed?")
    page.locator("[data-arbiter-widget] button.send").click()
    link = page.locator("[data-arbiter-widget] a.quote-link").first
    expect(link).to_be_visible(timeout=20000)
    assert link.get_attribute("href").startswith(service + "/rulebooks/rise-of-myths?hl=")
    assert "Bleed" in page.locator("[data-arbiter-widget] .out").inner_text()
    shot(page, "3-widget-on-host-site")


def test_validate_panel_reports_a_violation(page, service):
    page.goto(service + "/")
    page.locator("#validate-game").select_option("old-ones-origins")
    # the game's example arrives after the switch and fills the box: typing before it was lost
    expect(page.locator("#example")).to_have_value("board")
    page.get_by_role("textbox", name="Position: in words, or JSON or YAML").fill(
        "players: 4\nmap: {cols: 3, rows: 3}\nunits:\n  - {faction: Cthulhu, type: Deep One, area: v1, area_kind: void}\n")
    page.get_by_role("button", name="Check the position").click()
    violation = page.locator("#validation .violation").first
    expect(violation).to_be_visible(timeout=20000)
    assert "ooo.map.size" not in page.locator("#validation").inner_text()  # rule ids behind Details
    page.locator("#validation .details summary").click()
    text = page.locator("#validation").inner_text()
    assert "ooo.map.size" in text and "ooo.setup.void-flying" in text
    shot(page, "4-validate-panel")


def test_a_position_typed_before_the_examples_arrive_is_kept(page, service):
    # the game's examples arrive after the page asks for them, and replaced whatever the
    # player had typed meanwhile: a position in words was checked as the game's example JSON
    page.goto(service + "/")
    told = "Ivo plays 'Salt Wind' (Red 2) on Lena. The table is wobbly."
    box = page.get_by_role("textbox", name="Position: in words, or JSON or YAML")
    box.fill(told)
    page.locator("#validate-game").select_option("mythos-encounters")
    expect(page.locator("#example")).to_have_value("negation-chain")
    expect(box).to_have_value(told)
    # an example picked on purpose still replaces it
    page.locator("#example").select_option("negation-chain")
    page.locator("#example").dispatch_event("change")
    expect(box).to_have_value(re.compile(r'^\{\s+"'))


def test_russian_question_switches_the_interface(page, service):
    page.goto(service + "/")
    page.get_by_role("textbox", name="Question").fill("Можно ли использовать эффект предотвращения частично?")
    page.get_by_role("button", name="Ask", exact=True).click()
    expect(page.locator("article.answer .badge.yes")).to_have_text("Да", timeout=20000)
    expect(page.locator("#ask-title")).to_have_text("Задайте вопрос по правилам")


# --- the widget on real sites (issue 12, item 7) ---

def _box(locator) -> dict[str, float]:
    return locator.evaluate("n => { const r = n.getBoundingClientRect(); "
                            "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width}; }")


def _widget_asks(page, url: str, question: str):
    """Opens the widget on the host page at ``url`` and sends ``question``; the widget."""
    page.goto(url)
    widget = page.locator("[data-arbiter-widget]")
    widget.locator("button.launcher").click()
    widget.locator("textarea").fill(question)
    widget.locator("button.send").click()
    return widget


@pytest.mark.parametrize("viewport", [{"width": 320, "height": 640}, PHONE, {"width": 430, "height": 932}, LAPTOP],
                         ids=lambda v: f"{v['width']}x{v['height']}")
def test_widget_fits_the_screen_in_pixels_whatever_the_host_page_styles(browser, host_site, viewport):
    with opened(browser, viewport) as page:
        page.goto(host_site + "/hostile.html")
        widget = page.locator("[data-arbiter-widget]")
        launcher = widget.locator("button.launcher")
        expect(launcher).to_have_text("Ask the judge")  # data-launcher-text
        # data-accent, in the host's despite its `button{background:pink}`
        assert launcher.evaluate("b => getComputedStyle(b).backgroundColor") == "rgb(123, 31, 162)"
        launched = _box(launcher)
        # data-offset="24": 24 px from the right and bottom edges
        assert (viewport["width"] - launched["right"], viewport["height"] - launched["bottom"]) == (24, 24)
        launcher.click()
        panel = widget.locator(".panel")
        expect(panel).to_be_visible()
        box = _box(panel)
        width = viewport["width"]
        assert box["left"] >= 0 and box["right"] <= width, f"panel {box} off a {width} px screen"
        assert box["top"] >= 0
        # pixel sizes: the host's root font size does not shrink it
        assert box["width"] == min(384, width - 2 * 8)
        assert widget.locator("textarea").evaluate("n => getComputedStyle(n).fontSize") == "15px"
        # the host's div rule does not reach the widget's container
        assert widget.evaluate("n => { const s = getComputedStyle(n); return [s.borderTopWidth, s.paddingTop]; }") == \
            ["0px", "0px"]
        # embed.js is read as UTF-8 on a page that does not say its own encoding
        expect(widget.locator("button.close")).to_have_text("×")
        shot(page, f"widget-hostile-{width}x{viewport['height']}")


def test_widget_answers_with_readable_text_on_a_page_without_charset(browser, host_site):
    with opened(browser, PHONE) as page:
        widget = _widget_asks(page, host_site + "/hostile.html", "When does a creature lose health from Bleed?")
        expect(widget.locator("a.quote-link").first).to_be_visible(timeout=20000)
        text = widget.locator(".out").inner_text()
        assert "›" in text and "â€" not in text and "Ã" not in text
        box = _box(widget.locator(".panel"))
        assert box["left"] >= 0 and box["right"] <= PHONE["width"]
        shot(page, "widget-hostile-answer-390x844")


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_widget_inline_mode_renders_into_the_given_element(browser, host_site, service, viewport):
    with opened(browser, viewport) as page:
        page.goto(host_site + "/inline.html")
        widget = page.locator("#rules-box [data-arbiter-widget]")
        expect(widget.locator("textarea")).to_be_visible()
        assert widget.locator("button.launcher").count() == 0
        shelf, form = _box(page.locator("#rules-box")), _box(widget.locator("form"))
        assert shelf["left"] <= form["left"] and form["right"] <= shelf["right"] and shelf["top"] <= form["top"]
        # it takes its place in the page's flow: the footer comes after it
        assert _box(page.locator("p", has_text="Footer text."))["top"] >= _box(widget.locator(".panel"))["bottom"]
        widget.locator("textarea").fill("When does a creature lose health from Bleed?")
        widget.locator("button.send").click()
        link = widget.locator("a.quote-link").first
        expect(link).to_be_visible(timeout=20000)
        assert link.get_attribute("href").startswith(service + "/rulebooks/rise-of-myths?hl=")
        shot(page, f"widget-inline-{viewport['width']}x{viewport['height']}")


@pytest.mark.parametrize("path, media", [("/", "text/html"), ("/embed.js", "application/javascript")])
def test_the_running_service_answers_head_on_the_page_and_the_widget_script(service, path, media):
    """A link checker's or a cache's HEAD, over a real socket to uvicorn (tests/test_web.py asks
    the app in process): 200 with GET's headers and no body; it was a 405."""
    import httpx

    got, head = httpx.get(service + path, timeout=30), httpx.head(service + path, timeout=30)
    assert (head.status_code, head.content) == (200, b"")
    assert head.headers["content-type"] == got.headers["content-type"] == f"{media}; charset=utf-8"
    assert head.headers["content-length"] == str(len(got.content))


# --- reference pages (issue 12, item 8) ---

@pytest.mark.parametrize("path, ready", [("/docs", ".opblock-tag"), ("/redoc", "[role=search] input, .menu-content")])
def test_the_api_documentation_draws_offline(browser, service, path, ready):
    """Offline the CDN pages stayed blank; every request here must stay on this machine."""
    ctx = browser.new_context(viewport=LAPTOP)
    page = ctx.new_page()
    requested: list[str] = []
    page.on("request", lambda r: requested.append(r.url))
    refused: list[str] = []  # ReDoc's logo (an image on Redocly's CDN): the page's policy blocks it, nothing is sent
    page.on("requestfailed", lambda r: refused.append(r.url) if r.failure == "csp" else None)
    page.goto(service + path)
    expect(page.locator(ready).first).to_be_visible(timeout=20000)
    assert "/v1/ask" in page.locator("body").inner_text()
    shot(page, "docs" + path.replace("/", "-"))
    hosts = {urlparse(u).hostname for u in requested if not u.startswith(("data:", "blob:", "about:")) and u not in refused}
    ctx.close()
    assert hosts <= {"127.0.0.1"}, f"requests left the machine: {hosts}"


# --- honest refusals, one language per answer (issue 12, item 6) ---

CYRILLIC = re.compile("[\u0400-\u04FF]")


def test_a_russian_widget_asked_in_english_answers_in_english_only(browser, host_site):
    with opened(browser, PHONE) as page:
        widget = _widget_asks(page, host_site + "/ru.html", "Can four Characters play in one game?")
        out = widget.locator(".out")
        expect(out.locator(".badge")).to_have_text("No", timeout=20000)
        text = out.inner_text()
        assert not CYRILLIC.search(text), text  # "Нет" and then "No. …" was two languages
        assert not re.search(r"\bNo\b[\s.]*No\.", text), text  # and the short answer once
        shot(page, "widget-ru-asked-in-english-390x844")


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_a_refusal_with_the_game_picked_names_that_book_alone(browser, service, viewport):
    with opened(browser, viewport) as page:
        page.goto(service + "/")
        page.locator("#game").select_option("rise-of-myths")
        page.get_by_role("textbox", name="Question").fill("How do I castle in chess?")
        page.get_by_role("button", name="Ask", exact=True).click()
        answer = page.locator("article.answer").first
        expect(answer.locator(".badge.idk")).to_be_visible(timeout=20000)
        text = answer.inner_text()
        assert "Rise of Myths: Cthulhu Rulebook" in text
        assert not any(title in text for title in ("Berserk", "Mythos Encounters", "Old Ones Origins")), text
        shot(page, f"chat-refusal-fixed-game-{viewport['width']}x{viewport['height']}")


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_a_widget_refusal_on_a_site_that_sets_the_game_names_that_book_alone(browser, host_site, viewport):
    # the host's data-game is the only book searched: asked without a game, the service names
    # the closest one (Old Ones Origins), and naming every bundled book was false either way
    with opened(browser, viewport) as page:
        widget = _widget_asks(page, host_site + "/", "What is the capital of Australia?")
        card = widget.locator("article.answer")
        expect(card.locator(".badge.idk")).to_be_visible(timeout=20000)
        expect(card.locator(".short")).to_have_text(
            "I don't know I searched the Rise of Myths: Cthulhu Rulebook and found nothing that answers this.")
        text = card.inner_text()
        assert not any(title in text for title in ("Berserk", "Mythos Encounters", "Old Ones Origins")), text
        shot(page, f"widget-refusal-fixed-game-{viewport['width']}x{viewport['height']}")


# --- compact, player-facing answers (issue 12, item 5) ---

RULE_ID = re.compile(r"\b(rom|ooo|me|bk|mythos|berserk)\.[a-z-]+\.[a-z-]+")


def _visible_quotes(card) -> list[str]:
    return [q.inner_text() for q in card.locator("blockquote").all() if q.is_visible()]


def _check_compact(card, page, viewport) -> None:
    """What a player notices: the short answer once, [1] pointing at the one quote shown, the
    others folded, no ids, paths or bare percentages until Details is opened."""
    text = card.inner_text()
    quotes = _visible_quotes(card)
    assert len(quotes) == 1, quotes
    quote = card.locator("blockquote a.quote-link").first.inner_text()
    assert text.count(quote) == 1, text  # the answer text used to repeat the first quote
    assert "[1]" in card.locator(".short").inner_text()
    assert card.locator(".more summary").count() == 1  # the other quotes, folded
    assert not RULE_ID.search(text) and "%" not in text and "rise-of-myths" not in text and "lookup" not in text, text
    assert re.search(r"confidence: (high|medium|low)", text), text
    card.locator(".details summary").click()
    opened = card.inner_text()
    assert RULE_ID.search(opened) and "%" in opened, opened
    card.locator(".details summary").click()
    if viewport["width"] < 500:  # a phone: one answer fits one screen (it took three or four)
        assert card.evaluate("n => n.getBoundingClientRect().height") <= viewport["height"]


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_chat_answers_are_compact(browser, service, viewport):
    with opened(browser, viewport) as page:
        page.goto(service + "/")
        page.get_by_role("textbox", name="Question").fill("When does a creature lose health from Bleed?")
        page.get_by_role("button", name="Ask", exact=True).click()
        card = page.locator("article.answer").first
        expect(card.locator("blockquote").first).to_be_visible(timeout=20000)
        card.scroll_into_view_if_needed()
        shot(page, f"chat-compact-{viewport['width']}x{viewport['height']}")
        _check_compact(card, page, viewport)
        card.locator(".short .cite-mark").first.click()  # [1] brings its quote into view
        assert card.locator("blockquote").first.evaluate("q => q.getBoundingClientRect().bottom <= innerHeight")


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_widget_answers_are_compact(browser, host_site, viewport):
    with opened(browser, viewport) as page:
        widget = _widget_asks(page, host_site + "/", "When does a creature lose health from Bleed?")
        card = widget.locator("article.answer")
        expect(card.locator("blockquote").first).to_be_visible(timeout=20000)
        shot(page, f"widget-compact-{viewport['width']}x{viewport['height']}")
        _check_compact(card, page, {"width": viewport["width"], "height": 10_000})


# --- the executed check on screen (issue 12, item 1) ---

def _check_shown(box, expected_steps: list[str]) -> None:
    """Each step of the trace in order, each with its rule's quote under it; no rule id or
    JSON path until Details is opened."""
    steps = box.locator("ol.trace > li")
    expect(steps).to_have_count(len(expected_steps))
    for n, step in enumerate(expected_steps):
        item = steps.nth(n)
        assert item.locator(".step").inner_text() == step
        expect(item.locator("blockquote a.quote-link")).to_be_visible()
    assert not RULE_ID.search(box.inner_text())


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_validate_panel_shows_the_outcome_and_each_step_with_its_quote(browser, service, viewport):
    with opened(browser, viewport) as page:
        page.goto(service + "/")
        page.locator("#validate-game").select_option("mythos-encounters")
        expect(page.locator("#example")).to_have_value("negation-chain")
        page.get_by_role("button", name="Check the position").click()
        box = page.locator("#validation")
        # it said only "The position is legal." for a chain that ends with the effect negated
        expect(box.locator(".outcome")).to_contain_text("The effect is negated", timeout=20000)
        _check_shown(box, ["Misdirection is played with red value 2: the value to equal or beat is 2",
                           "step 1: Leon sacrifices an Arcana card (Prism Gate): the effect is negated",
                           "after step 1 the effect is not in force",
                           "Prism Gate has red value 2: the value to equal or beat is now 2",
                           "step 2: Melissa sacrifices Cultists (2): the effect is reinstated",
                           "after step 2 the effect is in force",
                           "step 3: Leon sacrifices a Character card (Randolph Carter), rolling 5: the effect is negated",
                           "after step 3 the effect is not in force"])
        box.locator(".outcome").scroll_into_view_if_needed()
        shot(page, f"validate-trace-{viewport['width']}x{viewport['height']}")


def test_the_validate_panel_runs_every_kind_s_example_of_a_game_with_a_board(browser, service):
    # (issue 12, defect 2) Old Ones Origins offered only its board; its other kinds' examples
    # were checked as a board and refused ("the state does not parse")
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/")
        page.locator("#validate-game").select_option("old-ones-origins")
        expect(page.locator("#example")).to_have_value("board")
        kinds = page.locator("#example option").evaluate_all("os => os.map(o => o.value)")
        assert len(kinds) == 17 and {"spell-cost", "turn-order", "game-end", "movement"} <= set(kinds)
        page.locator("#example").select_option("spell-cost")
        page.get_by_role("button", name="Check the position").click()
        box = page.locator("#validation")
        expect(box.locator(".outcome")).to_have_text("The spell costs 3 Power.", timeout=20000)
        expect(box.locator("ol.trace li").first).to_contain_text("exceeds yours")
        expect(box.locator(".error")).to_have_count(0)
        shot(page, "validate-ooo-spell-cost-1366x768")


CHAIN_STORY = ("Leon discards Prism Gate (red 2) against Misdirection (red 2), then Melissa sacrifices 2 cultists. "
               "Is Misdirection still in force?")
# what the chain of CHAIN_STORY did, step by step, as the chat and the widget show it
_CHAIN_STEPS = ["Misdirection is played with red value 2: the value to equal or beat is 2",
                "step 1: Leon sacrifices an Arcana card (Prism Gate): the effect is negated",
                "after step 1 the effect is not in force",
                "Prism Gate has red value 2: the value to equal or beat is now 2",
                "step 2: Melissa sacrifices Cultists (2): the effect is reinstated",
                "after step 2 the effect is in force"]


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_chat_shows_the_check_it_ran_step_by_step(browser, service, viewport):
    with opened(browser, viewport) as page:
        page.goto(service + "/")
        page.locator("#game").select_option("mythos-encounters")
        page.get_by_role("textbox", name="Question").fill(CHAIN_STORY)
        page.get_by_role("button", name="Ask", exact=True).click()
        card = page.locator("article.answer").first
        expect(card.locator(".badge.yes")).to_be_visible(timeout=20000)
        assert "The effect is in force" in card.locator(".short").inner_text()
        _check_shown(card.locator(".check"), _CHAIN_STEPS)
        card.locator(".check").scroll_into_view_if_needed()
        shot(page, f"chat-check-{viewport['width']}x{viewport['height']}")




@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_widget_shows_the_check_it_ran_with_its_outcome_in_words(browser, host_site, viewport):
    # the chat's answer says what the chain came to, then each step with its quote; the widget
    # on a site that fixes the game must say the same, in the same words
    with opened(browser, viewport) as page:
        widget = _widget_asks(page, host_site + "/mythos.html", CHAIN_STORY)
        card = widget.locator("article.answer")
        expect(card.locator(".badge.yes")).to_be_visible(timeout=20000)
        assert card.locator(".short").inner_text().startswith(
            "Yes I read this as: Leon discards Prism Gate (red 2) against Misdirection (red 2); Melissa sacrifices 2 "
            "cultists. The effect is in force (step 2: Melissa sacrifices Cultists (2): the effect is reinstated).")
        _check_shown(card.locator(".check"), _CHAIN_STEPS)
        box = _box(widget.locator(".panel"))
        assert box["left"] >= 0 and box["right"] <= viewport["width"]
        card.locator(".check").scroll_into_view_if_needed()
        shot(page, f"widget-check-{viewport['width']}x{viewport['height']}")


_ONLY_LEONS_DISCARD = [
    "Misdirection is played with red value 2: the value to equal or beat is 2",
    "step 1: Leon sacrifices an Arcana card (Prism Gate): the effect is negated",
    "after step 1 the effect is not in force",
    "Prism Gate has red value 2: the value to equal or beat is now 2"]


def _open_correction(page, service: str):
    """The chat asked CHAIN_STORY (Yes: in force), its "Correct what I read" opened."""
    page.goto(service + "/")
    page.locator("#game").select_option("mythos-encounters")
    card = _ask(page, CHAIN_STORY)
    expect(card.locator(".badge.yes")).to_be_visible()
    fix = card.locator("details.correct")
    fix.locator("summary").click()
    return fix


def _ask_again(page, fix):
    """The same question asked again on the corrected reading: its new answer."""
    before = page.locator("article.answer").count()
    fix.get_by_role("button", name="Ask again with this").click()
    expect(page.locator("article.answer")).to_have_count(before + 1, timeout=20000)
    return page.locator("article.answer").first


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_the_player_corrects_what_the_chat_read_in_a_form_and_asks_again(browser, service, viewport):
    with opened(browser, viewport) as page:
        fix = _open_correction(page, service)
        # the reading as fields, not JSON: the card, and each attempt with its player and method
        form = fix.get_by_role("group", name="What I read", exact=True)
        expect(form).to_be_visible()
        expect(form.get_by_role("textbox", name="Name").first).to_have_value("Misdirection")
        attempts = form.get_by_role("group", name="Attempts", exact=True)
        expect(attempts.get_by_role("group", name=re.compile(r"^Attempts \d$"))).to_have_count(2)
        expect(attempts.get_by_role("textbox", name="Player").nth(1)).to_have_value("Melissa")
        assert _axe(page) == []  # every field of the reading labelled
        _fits(page, viewport)
        shot(page, f"chat-correct-form-{viewport['width']}x{viewport['height']}")
        # Melissa never sacrificed: only Leon's discard stands, so the effect is negated
        attempts.get_by_role("button", name="Remove item 2 of Attempts", exact=True).click()
        again = _ask_again(page, fix)
        expect(again.locator(".q")).to_have_text(f"You asked: {CHAIN_STORY}")
        expect(again.locator(".badge.no")).to_be_visible()
        _check_shown(again.locator(".check"), _ONLY_LEONS_DISCARD)
        shot(page, f"chat-corrected-{viewport['width']}x{viewport['height']}")


def test_the_player_corrects_what_the_chat_read_as_text_and_asks_again(browser, service):
    with opened(browser, LAPTOP) as page:
        fix = _open_correction(page, service)
        expect(fix.get_by_role("group", name="What I read", exact=True)).to_be_visible()
        fix.get_by_role("radio", name="Text").check()
        box = fix.get_by_role("textbox", name="What I read, as the position the rule ran on (JSON or YAML)")
        expect(box).to_be_visible()
        assert '"Prism Gate"' in box.input_value()
        box.fill('card: {name: Misdirection, red: 2}\nattempts:\n'
                 '  - {player: Leon, method: discard_arcana, card: {name: Prism Gate, red: 2}}\n')
        # the text read back into the form: one attempt now
        fix.get_by_role("radio", name="Form").check()
        attempts = fix.get_by_role("group", name="Attempts", exact=True)
        expect(attempts.get_by_role("group", name=re.compile(r"^Attempts \d$"))).to_have_count(1)
        again = _ask_again(page, fix)
        expect(again.locator(".badge.no")).to_be_visible()
        _check_shown(again.locator(".check"), _ONLY_LEONS_DISCARD)


def _checked_in_words(page, service, game: str, position: str):
    """The validate panel's result for a position typed in words."""
    page.goto(service + "/")
    # (the game's examples arrive after it is picked and fill an untouched box: typing before
    # they have arrived races them, as a player typing that fast would)
    with page.expect_response(lambda r: r.url.endswith(f"/v1/games/{game}/examples")) as examples:
        page.locator("#validate-game").select_option(game)
    if kinds := list(examples.value.json()):
        expect(page.locator("#example option").first).to_have_attribute("value", kinds[0])
    page.get_by_role("textbox", name="Position: in words, or JSON or YAML").fill(position)
    page.get_by_role("button", name="Check the position").click()
    return page.locator("#validation")


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_the_validate_panel_takes_a_position_in_words(browser, service, viewport):
    with opened(browser, viewport) as page:
        out = _checked_in_words(page, service, "mythos-encounters",
                                "Ivo plays 'Salt Wind' (Red 2) on Lena. Lena sacrifices Eric Zann and rolls a 3 - "
                                "failed. Then Lena sacrifices Randolph Carter and rolls a 6 - success. The table is "
                                "wobbly.")
        expect(out.locator(".violation")).to_have_count(1, timeout=20000)
        expect(out.locator(".violation blockquote a.quote-link")).to_be_visible()
        expect(out.locator("ul.unread > li")).to_have_text(["The table is wobbly."])
        shot(page, f"validate-words-{viewport['width']}x{viewport['height']}")



@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_a_negation_chain_told_in_words_shows_its_outcome_and_steps(browser, service, viewport):
    # told in words, the chain was validated and shown only as "The position is legal."
    with opened(browser, viewport) as page:
        box = _checked_in_words(page, service, "mythos-encounters",
                                "Leon plays Misdirection (red 2). Melissa discards Prism Gate (red 2) to negate it.")
        expect(box.locator("p.ok")).to_have_text("The position is legal.", timeout=20000)
        expect(box.locator(".outcome")).to_contain_text("The effect is negated", timeout=20000)
        _check_shown(box, ["Misdirection is played with red value 2: the value to equal or beat is 2",
                           "step 1: Melissa sacrifices an Arcana card (Prism Gate): the effect is negated",
                           "after step 1 the effect is not in force",
                           "Prism Gate has red value 2: the value to equal or beat is now 2"])
        box.locator(".outcome").scroll_into_view_if_needed()
        shot(page, f"validate-words-chain-{viewport['width']}x{viewport['height']}")


# --- a conversation that holds (issue 12, item 4) ---

BLEED = "When does a creature lose health from Bleed?"


def _ask(page, question: str):
    # the new answer's card, not the one before it: wait for one more card, then its quote
    # (waiting on .first alone returned at once when an earlier answer was already shown)
    before = page.locator("article.answer").count()
    page.get_by_role("textbox", name="Question").fill(question)
    page.get_by_role("button", name="Ask", exact=True).click()
    expect(page.locator("article.answer")).to_have_count(before + 1, timeout=20000)
    card = page.locator("article.answer").first
    expect(card.locator(".q")).to_have_text(f"You asked: {question}")
    expect(card.locator("blockquote").first).to_be_visible(timeout=20000)
    return card


def test_the_conversation_survives_a_reload_and_a_new_conversation_clears_it(browser, service):
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/")
        _ask(page, BLEED)
        _ask(page, "Can four Characters play in one game?")
        page.reload()
        cards = page.locator("article.answer")
        expect(cards).to_have_count(2)  # a reload emptied it
        expect(cards.nth(0).locator(".q")).to_have_text("You asked: Can four Characters play in one game?")
        expect(cards.nth(0).locator(".badge.no")).to_be_visible()
        expect(cards.nth(1).locator(".q")).to_have_text(f"You asked: {BLEED}")
        shot(page, "chat-after-reload-1366x768")
        page.get_by_role("button", name="New conversation").click()
        expect(cards).to_have_count(0)
        page.reload()
        expect(page.locator("#game")).to_be_attached()
        expect(cards).to_have_count(0)


def test_a_citation_opens_beside_the_chat_on_a_laptop(browser, service):
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/")
        card = _ask(page, BLEED)
        quote = card.locator("a.quote-link").first
        quoted = quote.inner_text()
        quote.click()
        reader = page.locator("#reader")
        expect(reader).to_be_visible()
        mark = page.frame_locator("#reader iframe").locator("mark#hl")
        expect(mark).to_be_visible(timeout=10000)
        assert " ".join(mark.inner_text().split()) == " ".join(quoted.split())
        assert page.url.rstrip("/") == service  # the chat stayed where it was
        expect(card).to_be_visible()
        assert _box(reader)["left"] >= _box(card)["right"] - 1  # beside it, not over it
        shot(page, "chat-citation-beside-1366x768")
        page.locator("#reader button.close-reader").click()
        expect(reader).to_be_hidden()


def test_on_a_phone_a_citation_opens_a_new_tab_whose_link_leads_back_to_the_conversation(browser, service):
    with opened(browser, PHONE) as page:
        page.goto(service + "/")
        card = _ask(page, BLEED)
        with page.context.expect_page() as new_tab:
            card.locator("a.quote-link").first.click()
        book = new_tab.value
        book.wait_for_load_state()
        expect(book.locator("mark#hl")).to_be_visible()
        assert page.locator("article.answer").count() == 1  # the chat tab kept its answer
        shot(book, "rulebook-from-phone-390x844")
        book.get_by_role("link", name="Back to the conversation").click()
        book.wait_for_url(service + "/")
        expect(book.locator("article.answer .q")).to_have_text(f"You asked: {BLEED}")  # it opened an empty chat
        shot(book, "chat-back-from-rulebook-390x844")


# --- follow-ups (issue 12, defect 3) ---

@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_the_chat_answers_follow_ups_from_the_question_they_continue_and_says_how_it_took_them(browser, service,
                                                                                                viewport):
    with opened(browser, viewport) as page:
        page.goto(service + "/")
        first = _ask(page, "Can an exhausted unit move during an Invasion?")
        expect(first.locator(".badge")).to_have_text("No")
        warp = _ask(page, "What about warping?")
        expect(warp.locator(".read-as")).to_have_text("Taken as: Can an exhausted unit warp during an Invasion?")
        expect(warp.locator(".badge")).to_have_text("Yes")
        page.reload()  # the conversation, and what the next follow-up continues, outlive a reload
        expect(page.locator("article.answer")).to_have_count(2)
        evasive = _ask(page, "And what if it's Evasive?")
        expect(evasive.locator(".read-as")).to_have_text(
            "Taken as: Can an exhausted unit warp during an Invasion if it's Evasive?")
        expect(evasive.locator(".badge.idk")).to_have_count(0)
        shot(page, f"chat-follow-ups-{viewport['width']}x{viewport['height']}")


# --- the keyboard alone (issue 12, accessibility) ---

def _tab_to(page, target, most: int = 40) -> None:
    """Presses Tab until ``target`` has the focus: it is reachable from the keyboard."""
    for _ in range(most):
        page.keyboard.press("Tab")
        if target.evaluate("n => n.getRootNode().activeElement === n"):
            return
    raise AssertionError(f"{target} not reached in {most} presses of Tab")


def test_the_chat_asks_opens_a_quote_and_closes_it_from_the_keyboard(browser, service):
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/")
        _tab_to(page, page.get_by_role("textbox", name="Question"))
        page.keyboard.type(BLEED)
        page.keyboard.press("Enter")
        expect(page.locator("article.answer")).to_have_count(1, timeout=20000)
        quote = page.locator("article.answer a.quote-link").first
        _tab_to(page, quote)
        page.keyboard.press("Enter")
        reader = page.locator("#reader")
        expect(reader).to_be_visible()
        expect(reader.locator("button.close-reader")).to_be_focused()
        shot(page, "chat-keyboard-reader-1366x768")
        page.keyboard.press("Escape")  # closes the reader, and the focus is back on the quote
        expect(reader).to_be_hidden()
        expect(quote).to_be_focused()


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_the_widget_opens_asks_and_closes_from_the_keyboard(browser, host_site, viewport):
    with opened(browser, viewport) as page:
        page.goto(host_site + "/index.html")
        widget = page.locator("[data-arbiter-widget]")
        launcher = widget.locator("button.launcher")
        _tab_to(page, launcher)
        page.keyboard.press("Enter")
        expect(widget.locator(".panel")).to_be_visible()
        expect(widget.locator("textarea")).to_be_focused()
        page.keyboard.type(BLEED)
        page.keyboard.press("Enter")
        expect(widget.locator("a.quote-link").first).to_be_visible(timeout=20000)
        shot(page, f"widget-keyboard-{viewport['width']}x{viewport['height']}")
        page.keyboard.press("Escape")
        expect(widget.locator(".panel")).to_be_hidden()
        expect(launcher).to_be_focused()


# the focus ring a keyboard user follows: 3 px of amber (style.css, and the widget's own)
RING = "n => { const s = getComputedStyle(n); return [s.outlineStyle, s.outlineColor]; }"


def _focused(locator) -> bool:
    """Whether ``locator`` has the keyboard's focus (in its document or shadow root)."""
    return locator.evaluate("n => n.getRootNode().activeElement === n")


def test_the_validate_panel_is_used_from_the_keyboard_alone(browser, service):
    told = "Leon plays Misdirection (red 2). Melissa discards Prism Gate (red 2) to negate it."
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/")
        game = page.locator("#validate-game")
        _tab_to(page, game)
        page.keyboard.type("Mythos")  # a closed picker takes the first letters of its option
        expect(game).to_have_value("mythos-encounters")
        expect(page.locator("#example")).to_have_value("negation-chain")  # its example, in the box
        box = page.get_by_role("textbox", name=STATE_BOX)
        _tab_to(page, box)
        page.keyboard.press("Control+A")
        page.keyboard.type(told)
        expect(box).to_have_value(told)
        _tab_to(page, page.get_by_role("button", name="Check the position"))
        page.keyboard.press("Enter")
        out = page.locator("#validation")
        expect(out.locator("p.ok")).to_have_text("The position is legal.", timeout=20000)
        expect(out.locator(".outcome")).to_contain_text("The effect is negated")
        shot(page, "validate-keyboard-1366x768")


def test_an_answer_is_rated_from_the_keyboard_and_the_focus_stays_on_it(browser, service):
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/")
        _tab_to(page, page.get_by_role("textbox", name="Question"))
        page.keyboard.type(BLEED)
        page.keyboard.press("Enter")
        card = page.locator("article.answer")
        expect(card).to_have_count(1, timeout=20000)
        rating = card.get_by_role("group", name="Was this answer right?")
        _tab_to(page, rating.get_by_role("button", name="Helpful"))
        page.keyboard.press("Tab")
        assert _focused(rating.get_by_role("button", name="Wrong"))
        page.keyboard.press("Space")
        expect(rating).to_have_text("Thanks — noted.")
        # the pressed button is gone: the focus was dropped on the page's body, and the next Tab
        # started over from the top; it stays on the rating, which says it was noted
        expect(rating).to_be_focused()
        assert rating.evaluate(RING) == ["solid", "rgb(244, 180, 0)"]  # and it shows, as every focused control does
        shot(page, "chat-keyboard-rated-1366x768")


def test_the_widget_s_answer_is_rated_from_the_keyboard_and_the_focus_stays_on_it(browser, host_site):
    with opened(browser, PHONE) as page:
        page.goto(host_site + "/")
        widget = page.locator("[data-arbiter-widget]")
        _tab_to(page, widget.locator("button.launcher"))
        page.keyboard.press("Enter")
        expect(widget.locator("textarea")).to_be_focused()
        page.keyboard.type(BLEED)
        page.keyboard.press("Enter")
        rating = widget.get_by_role("group", name="Was this answer right?")
        _tab_to(page, rating.get_by_role("button", name="Helpful"))
        page.keyboard.press("Enter")
        expect(rating).to_have_text("Thanks — noted.")
        expect(rating).to_be_focused()
        assert rating.evaluate(RING) == ["solid", "rgb(244, 180, 0)"]
        shot(page, "widget-keyboard-rated-390x844")
        page.keyboard.press("Escape")  # the panel still closes from there, back to the launcher
        expect(widget.locator(".panel")).to_be_hidden()
        expect(widget.locator("button.launcher")).to_be_focused()


def test_the_player_corrects_what_the_chat_read_from_the_keyboard_alone(browser, service):
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/")
        _tab_to(page, page.locator("#game"))
        page.keyboard.type("Mythos")
        expect(page.locator("#game")).to_have_value("mythos-encounters")
        _tab_to(page, page.get_by_role("textbox", name="Question"))
        page.keyboard.type(CHAIN_STORY)
        page.keyboard.press("Enter")
        card = page.locator("article.answer").first
        expect(card.locator(".badge.yes")).to_be_visible(timeout=20000)
        fix = card.locator("details.correct")
        _tab_to(page, fix.locator("summary"))
        page.keyboard.press("Enter")
        expect(fix.get_by_role("group", name="What I read", exact=True)).to_be_visible()
        form = fix.get_by_role("radio", name="Form")
        _tab_to(page, form)  # the checked radio of the switch
        page.keyboard.press("ArrowRight")  # a radio group's own keys: the next choice, Text
        expect(fix.get_by_role("radio", name="Text")).to_be_checked()
        box = fix.get_by_role("textbox", name="What I read, as the position the rule ran on (JSON or YAML)")
        expect(box).to_be_visible()
        _tab_to(page, box)
        page.keyboard.press("Control+A")
        page.keyboard.type('card: {name: Misdirection, red: 2}\nattempts:\n'
                          '  - {player: Leon, method: discard_arcana, card: {name: Prism Gate, red: 2}}\n')
        _tab_to(page, fix.get_by_role("button", name="Ask again with this"))
        page.keyboard.press("Enter")
        expect(page.locator("article.answer")).to_have_count(2, timeout=20000)
        again = page.locator("article.answer").first
        expect(again.locator(".q")).to_have_text(f"You asked: {CHAIN_STORY}")
        expect(again.locator(".badge.no")).to_be_visible()
        _check_shown(again.locator(".check"), _ONLY_LEONS_DISCARD)
        shot(page, "chat-keyboard-corrected-1366x768")


def test_the_owner_reads_the_reports_from_the_keyboard_alone(browser, service):
    import httpx

    asked = "Can a Character be both Exhausted and Ready? (asked by a keyboard user)"
    r = httpx.post(service + "/v1/feedback", json={"question": asked, "rating": "helpful"}, timeout=30)
    assert r.status_code == 201
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/admin")
        token = page.get_by_label("Admin token")
        _tab_to(page, token)
        page.keyboard.type(ADMIN)
        ratings = page.get_by_label("Ratings")
        _tab_to(page, ratings)
        page.keyboard.type("all")
        expect(ratings).to_have_value("")
        _tab_to(page, page.get_by_role("button", name="Show reports"))
        page.keyboard.press("Space")
        table = page.get_by_role("table", name="Ratings (all), newest first")
        expect(table).to_be_visible(timeout=20000)
        expect(table.locator("tbody tr").first).to_contain_text(asked)
        expect(page.get_by_role("table", name="Questions it could not answer")).to_be_visible()
        shot(page, "owner-keyboard-1366x768")
        assert _axe(page) == []  # the form and the tables labelled, the colours readable


# --- feedback, and the owner's page (issue 12, feedback) ---

def test_players_rate_answers_and_the_owner_reads_the_reports(browser, service, host_site):
    wrong_about = "Does Bleed make a creature lose Health at the end of its turn, or at the start?"
    with opened(browser, PHONE) as page:
        page.goto(service + "/")
        card = _ask(page, wrong_about)
        card.get_by_role("button", name="Wrong").click()
        expect(card.locator(".feedback")).to_have_text("Thanks — noted.")
        page.locator("#game").select_option("rise-of-myths")
        page.get_by_role("textbox", name="Question").fill("How many pawns start on a chessboard?")
        page.get_by_role("button", name="Ask", exact=True).click()
        refused = page.locator("article.answer").first
        expect(refused.locator(".badge.idk")).to_be_visible(timeout=20000)
        expect(refused.get_by_role("button", name="Helpful")).to_be_visible()  # every answer, a refusal too
        shot(page, "chat-feedback-390x844")
    with opened(browser, LAPTOP) as page:
        widget = _widget_asks(page, host_site + "/", BLEED)
        widget.get_by_role("button", name="Helpful").click()
        expect(widget.locator(".feedback")).to_have_text("Thanks — noted.")
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/admin")
        page.get_by_label("Admin token").fill("not-the-token")
        page.get_by_role("button", name="Show reports").click()
        expect(page.locator("#reports [role=alert]")).to_contain_text("admin token")
        page.get_by_label("Admin token").fill(ADMIN)
        page.get_by_role("button", name="Show reports").click()
        first = page.locator("#ratings tbody tr").first
        expect(first).to_contain_text(wrong_about)  # newest first
        expect(page.locator("#unanswered tbody")).to_contain_text("How many pawns start on a chessboard?")
        shot(page, "owner-reports-1366x768")


# --- accessibility (issue 12): axe-core finds no serious or critical violation ---

# axe-core from npm, the exact version package-lock.json pins (`make test` runs `npm ci`):
# an installed copy, never a CDN, so the rules checked change only on purpose
AXE = Path(__file__).resolve().parents[1] / "node_modules" / "axe-core" / "axe.min.js"


def _axe(page, context: str = "document") -> list[str]:
    """axe-core's serious and critical violations on the page. The script is evaluated through
    the DevTools protocol rather than added as a <script> tag: the service's pages allow no
    inline script (script-src 'self'), and turning that policy off for the check would hide
    the refusals `opened` looks for."""
    if not AXE.exists():
        raise RuntimeError(f"{AXE} is missing: `make test` installs it (npm ci --no-audit --no-fund)")
    page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")
    found = page.evaluate(f"async () => (await axe.run({context}, {{resultTypes: ['violations']}})).violations"
                          ".filter(v => ['serious', 'critical'].includes(v.impact))"
                          ".map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))")
    return list(found)


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_axe_finds_nothing_serious_on_the_chat_with_an_answer(browser, service, viewport):
    with opened(browser, viewport) as page:
        page.goto(service + "/")
        _ask(page, BLEED)
        assert _axe(page) == []


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_axe_finds_nothing_serious_on_a_rulebook_page(browser, service, viewport):
    with opened(browser, viewport) as page:
        page.goto(service + "/rulebooks/rise-of-myths?hl=100-200")
        assert _axe(page) == []


def test_axe_finds_nothing_serious_in_the_open_widget(browser, host_site):
    with opened(browser, PHONE) as page:
        widget = _widget_asks(page, host_site + "/", BLEED)
        expect(widget.locator("blockquote").first).to_be_visible(timeout=20000)
        assert _axe(page, "document.querySelector('[data-arbiter-widget]')") == []


def test_the_axe_check_sees_into_the_widget(browser, host_site):
    """The check above can fail: a button without a name, put into the widget's shadow root,
    is reported (critical)."""
    with opened(browser, PHONE) as page:
        page.goto(host_site + "/")
        widget = page.locator("[data-arbiter-widget]")
        widget.locator("button.launcher").click()
        widget.evaluate("w => w.shadowRoot.querySelector('.panel').append(document.createElement('button'))")
        assert [v.split(":")[0] for v in _axe(page, "document.querySelector('[data-arbiter-widget]')")] == ["button-name"]


# --- the rules-reference page (issue 12: search box, side table of contents, dark mode) ---

def test_the_rulebook_page_keeps_its_contents_beside_the_text_and_finds_words(browser, service):
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/rulebooks/rise-of-myths")
        toc = page.locator("nav[aria-label='Table of contents']")
        text = page.locator("div.text").nth(1)
        assert _box(toc)["right"] <= _box(text)["left"]  # beside the text, not above it
        page.mouse.wheel(0, 6000)
        expect(toc).to_be_in_viewport()  # it stays in view while reading
        search = page.get_by_role("searchbox", name="Search the rulebook")
        search.fill("bleed")
        shown = [e for e in toc.locator("li").all() if e.is_visible()]
        assert shown and "Conditions" in [e.inner_text() for e in shown]
        assert len(shown) < toc.locator("li").count()  # only the sections that say it
        first = shown[0].locator("a").get_attribute("href")
        search.press("Enter")  # to the first section that says it
        expect(page.locator(first)).to_be_in_viewport()
        shot(page, "rulebook-search-1366x768")


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_the_rulebook_page_follows_a_dark_colour_scheme_and_fits_the_screen(browser, service, viewport):
    with opened(browser, viewport, color_scheme="dark") as page:
        page.goto(service + "/rulebooks/rise-of-myths?hl=100-200")
        expect(page.locator("mark#hl")).to_be_visible()
        colours = "e => { const s = getComputedStyle(e); return [s.backgroundColor, s.color]; }"
        assert page.locator("body").evaluate(colours) == ["rgb(32, 33, 36)", "rgb(232, 234, 237)"]
        assert page.locator("mark#hl").evaluate(colours) == ["rgb(138, 109, 0)", "rgb(255, 255, 255)"]
        search = page.get_by_role("searchbox", name="Search the rulebook")
        assert search.evaluate(colours) == ["rgb(48, 49, 52)", "rgb(232, 234, 237)"]
        if viewport["width"] >= 1000:  # the contents beside the text, in the dark too
            toc, text = page.locator("nav[aria-label='Table of contents']"), page.locator("div.text").nth(1)
            assert _box(toc)["right"] <= _box(text)["left"]
        _fits(page, viewport)
        shot(page, f"rulebook-dark-{viewport['width']}x{viewport['height']}")
        assert _axe(page) == []  # the dark colours read as well as the light ones (contrast included)


# --- positions in a form (issue 12, defect 2) ---

STATE_BOX = "Position: in words, or JSON or YAML"


def _to_form(page):
    """Switches the validate panel to its form and returns the form."""
    page.get_by_role("radio", name="Form").check()
    form = page.locator("#state-form .state-form")
    expect(form).to_be_visible()
    expect(page.get_by_role("textbox", name=STATE_BOX)).to_be_hidden()
    return form


def _to_text(page) -> Any:
    """Switches back to the textarea and returns the position it now holds, parsed."""
    import json

    page.get_by_role("radio", name="Text").check()
    box = page.get_by_role("textbox", name=STATE_BOX)
    expect(box).to_be_visible()
    expect(page.locator("#state-form")).to_be_hidden()
    return json.loads(box.input_value())


def _fits(page, viewport) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]  # no sideways scroll


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_a_position_set_up_in_the_form_is_checked(browser, service, viewport):
    with opened(browser, viewport) as page:
        page.goto(service + "/")
        expect(page.get_by_role("radio", name="Text")).to_be_checked()  # the textarea stays the default
        page.locator("#validate-game").select_option("old-ones-origins")
        expect(page.locator("#example")).to_have_value("board")
        page.locator("#example").select_option("spell-cost")
        form = _to_form(page)
        expect(form.get_by_role("spinbutton", name="Printed Cost", exact=True)).to_have_value("2")
        expect(form.get_by_role("spinbutton", name="Spell Resistance", exact=True)).to_have_value("2")
        enemy = form.get_by_role("spinbutton", name="Enemy Spell Resistance 1", exact=True)
        expect(enemy).to_have_value("3")
        assert (enemy.get_attribute("min"), enemy.get_attribute("max")) == ("0", "99")  # the schema's bounds
        enemy.fill("4")
        page.get_by_role("button", name="Check the position").click()
        box = page.locator("#validation")
        # printed 2 + (the highest enemy's 4 - own 2) = 4 (kb/games/old_ones_origins/checks.py, spell_cost)
        expect(box.locator(".outcome")).to_have_text("The spell costs 4 Power.", timeout=20000)
        expect(box.locator("ol.trace li").first).to_contain_text("4 exceeds yours (2) by 2")
        expect(box.locator("ol.trace blockquote a.quote-link").first).to_be_visible()
        _fits(page, viewport)
        box.locator(".outcome").scroll_into_view_if_needed()
        shot(page, f"validate-form-spell-cost-{viewport['width']}x{viewport['height']}")
        assert _to_text(page) == {"printed_cost": 2, "spell_resistance": 2, "enemy_spell_resistance": [4]}


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_a_list_in_the_form_takes_an_item_and_gives_it_back(browser, service, viewport):
    import json

    with opened(browser, viewport) as page:
        page.goto(service + "/")
        page.locator("#validate-game").select_option("mythos-encounters")
        expect(page.locator("#example")).to_have_value("negation-chain")
        before = json.loads(page.get_by_role("textbox", name=STATE_BOX).input_value())
        form = _to_form(page)
        attempts = form.get_by_role("group", name="Attempts", exact=True)
        expect(attempts.get_by_role("group", name=re.compile(r"^Attempts \d$"))).to_have_count(3)
        third = attempts.get_by_role("combobox", name="Method").nth(2)
        assert third.evaluate("s => s.selectedOptions[0].textContent") == "sacrifice character"
        attempts.get_by_role("button", name="Add to Attempts", exact=True).click()
        added = attempts.get_by_role("group", name="Attempts 4", exact=True)
        expect(added).to_be_visible()
        added.get_by_role("combobox", name="Method").select_option(label="sacrifice cultists")
        contributions = added.get_by_role("group", name="Contributions", exact=True)
        expect(contributions.get_by_role("group", name="Contributions 1", exact=True)).to_be_visible()
        added.get_by_role("textbox", name="Player").first.fill("Ivo")
        contributions.get_by_role("spinbutton", name="Count").fill("3")
        added.get_by_role("combobox", name="Method").select_option(label="stopping card")
        expect(added.get_by_role("group", name="Contributions", exact=True)).to_have_count(0)
        expect(added.get_by_role("textbox", name="Player").first).to_have_value("Ivo")  # kept across methods
        assert _axe(page) == []  # every control of the form labelled
        _fits(page, viewport)
        shot(page, f"validate-form-list-{viewport['width']}x{viewport['height']}")
        attempts.get_by_role("button", name="Remove item 4 of Attempts", exact=True).click()
        expect(attempts.get_by_role("group", name=re.compile(r"^Attempts \d$"))).to_have_count(3)
        assert _to_text(page) == before  # the same position, back in the textarea


def test_the_form_reads_what_the_textarea_holds_and_leaves_words_as_text(browser, service):
    with opened(browser, LAPTOP) as page:
        page.goto(service + "/")
        page.locator("#validate-game").select_option("old-ones-origins")
        page.locator("#example").select_option("spell-cost")
        box = page.get_by_role("textbox", name=STATE_BOX)
        box.fill("printed_cost: 3\nspell_resistance: 1\nenemy_spell_resistance: [2, 5]\n")  # YAML
        form = _to_form(page)
        expect(form.get_by_role("spinbutton", name="Printed Cost", exact=True)).to_have_value("3")
        expect(form.get_by_role("spinbutton", name="Enemy Spell Resistance 2", exact=True)).to_have_value("5")
        assert _to_text(page) == {"printed_cost": 3, "spell_resistance": 1, "enemy_spell_resistance": [2, 5]}
        box.fill("Shub-Gorath casts a spell against Yog-Sothoth.")
        page.get_by_role("radio", name="Form").click()  # (not check(): the page puts Text back)
        expect(page.locator("#state-note")).to_contain_text("stays as text")
        expect(page.get_by_role("radio", name="Text")).to_be_checked()
        expect(box).to_have_value("Shub-Gorath casts a spell against Yog-Sothoth.")
