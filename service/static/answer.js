// An answer as players see it, shared by the chat page (loaded as /static/answer.js) and the
// widget (/embed.js carries this file inside its own closure, so a host page's globals are
// untouched). Everything from the service goes in through textContent, never as HTML.
// An answer is labelled in the language it is written in (the reply's `lang`), whatever the
// language of the page or widget around it: one language per answer.
// Compact for a phone: the short answer once, with [1] pointing at the one quote shown; the
// other quotes folded; rule ids, JSON paths and numbers behind "Details"; confidence in words.
const Answers = (() => {
  "use strict";
  const LABELS = {
    en: { yes: "Yes", no: "No", idk: "I don't know", confidence: "confidence", high: "high", medium: "medium",
          low: "low", more: (n) => (n === 1 ? "1 more quote" : `${n} more quotes`), details: "Details",
          open: "open in the rulebook", game: "game", type: "question type", rules: "rules", score: "confidence score",
          quote: "quote", steps: "What the rule did, step by step", broken: "Rules broken",
          ids: "Rules and positions", step: "step", at: "at", rate: "Was this answer right?", helpful: "Helpful",
          wrong: "Wrong", thanks: "Thanks — noted.", unsent: "The rating could not be sent:",
          readAs: "Taken as:" },
    ru: { yes: "Да", no: "Нет", idk: "Не знаю", confidence: "уверенность", high: "высокая", medium: "средняя",
          low: "низкая", more: (n) => `ещё цитаты: ${n}`, details: "Подробности", open: "открыть в правилах",
          game: "игра", type: "тип вопроса", rules: "правила", score: "уверенность, число", quote: "цитата",
          steps: "Что сделало правило, по шагам", broken: "Нарушенные правила", ids: "Правила и места в позиции",
          step: "шаг", at: "где", rate: "Ответ верный?", helpful: "Полезно", wrong: "Неверно",
          thanks: "Спасибо, учтено.", unsent: "Оценку не удалось отправить:", readAs: "Понял вопрос так:" },
  };
  const label = (lang, key) => (LABELS[lang] || LABELS.en)[key];

  function make(tag, attrs, ...kids) {
    const n = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => (k === "class" ? (n.className = v) : n.setAttribute(k, v)));
    kids.forEach((c) => n.append(c instanceof Node ? c : document.createTextNode(String(c))));
    return n;
  }

  // The answer text opens with what the badge shows ("Yes." / "Да.", "I don't know:"): said once.
  const OPENING = /^(Yes\.|No\.|Да\.|Нет\.|I don't know:|Не знаю:)\s*/;
  // …and ends with the first quote (and a second), which the numbered quotes below show.
  const QUOTED = / ?(The rulebook says|В правилах сказано) \(.*$/s;

  function badge(res) {
    const lang = res.lang || "en";
    if (res.abstained) return make("span", { class: "badge idk" }, label(lang, "idk"));
    if (res.verdict) return make("span", { class: `badge ${res.verdict}` }, label(lang, res.verdict));
    return null;
  }

  // The answer's text without the verdict the badge already says.
  function text(res) {
    if (!res.verdict && !res.abstained) return res.answer;
    const rest = res.answer.replace(OPENING, "");
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }

  // The short answer: the text without the quotes the numbered citations show; engine names
  // (methods_left: stopping_card) read as words.
  function short(res) {
    return words(res.citations.length ? text(res).replace(QUOTED, "") : text(res));
  }

  // The engines' names for things (methods_left: stopping_card) as words.
  function words(said) {
    return said.replace(/\b([a-z]+(?:_[a-z]+)+)\b/g, (w) => w.replace(/_/g, " "));
  }

  // Calibrated on the dev questions: right answers sit mostly above 0.75, refusals the
  // books did answer below 0.5 (README, "Confidence").
  function sureness(res) {
    const c = res.confidence;
    return c >= 0.75 ? "high" : c >= 0.5 ? "medium" : "low";
  }

  // One citation: its number, the quote (a link to the highlighted rulebook) and where it stands.
  function quote(c, n, lang, link) {
    const a = make("a", { class: "quote-link", ...link(c) }, c.quote);
    return make("li", { class: "citation", value: String(n) },
      make("blockquote", { tabindex: "-1", "aria-label": `${label(lang, "quote")} ${n}` }, a,
        make("span", { class: "where" }, c.section.join(" › "))));
  }

  // A numbered marker that brings its quote into view (unfolding it when folded).
  function marker(n, target) {
    const m = make("button", { type: "button", class: "cite-mark", "aria-label": `[${n}]` }, `[${n}]`);
    m.addEventListener("click", () => {
      const folded = target.closest("details");
      if (folded) folded.open = true;
      target.scrollIntoView({ block: "nearest" });
      target.focus({ preventScroll: true });
    });
    return m;
  }

  // The card. options.link(citation) gives the quote link's attributes (href, target);
  // options.question (the chat) heads it; options.extra(card) adds the page's own parts.
  function card(res, options) {
    const lang = res.lang || "en";
    const node = make("article", { class: "answer", lang });
    if (options.question) node.append(make("p", { class: "q" }, options.question));
    // a follow-up ("What about warping?") is answered as the whole question it continues: said,
    // so that a wrong guess at the subject is seen before the answer is trusted
    const followed = ((res.reading && res.reading.facts) || []).find((f) => f.slot === "follow_up");
    if (followed) node.append(make("p", { class: "read-as" }, `${label(lang, "readAs")} ${followed.value}`));
    const head = make("p", { class: "short" });
    const b = badge(res);
    if (b) head.append(b, " ");
    head.append(short(res));
    node.append(head);
    const quotes = res.citations.map((c, i) => quote(c, i + 1, lang, options.link));
    if (quotes.length) {
      head.append(" ", marker(1, quotes[0].querySelector("blockquote")));
      node.append(make("ol", { class: "quotes" }, quotes[0]));
      if (quotes.length > 1) {
        node.append(make("details", { class: "more" }, make("summary", {}, label(lang, "more")(quotes.length - 1)),
          make("ol", { class: "quotes", start: "2" }, ...quotes.slice(1))));
      }
    }
    if (!res.abstained) {
      node.append(make("p", { class: "sure" }, `${label(lang, "confidence")}: ${label(lang, sureness(res))}`));
    }
    if (options.extra) options.extra(node, res);
    node.append(details(res, lang));
    if (options.rate) node.append(rating(lang, options.rate));
    return node;
  }

  // "Helpful" / "Wrong" on every answer; rate(rating) sends it (POST /v1/feedback).
  function rating(lang, rate) {
    const row = make("div", { class: "feedback", role: "group", "aria-label": label(lang, "rate") });
    ["helpful", "wrong"].forEach((r) => {
      const b = make("button", { type: "button", class: `rate ${r}` }, label(lang, r));
      b.addEventListener("click", async () => {
        row.querySelectorAll("button").forEach((x) => { x.disabled = true; });
        try {
          await rate(r);
          row.replaceChildren(label(lang, "thanks"));
          // the pressed button is gone: the focus stays where the keyboard was, on the row
          // that says it was noted, instead of falling to the page's body (the next Tab
          // started over from the top, and a screen reader lost its place)
          row.tabIndex = -1;
          row.focus();
        } catch (err) {
          row.querySelectorAll("button").forEach((x) => { x.disabled = false; });
          b.focus();  // disabled while it was sent, it had lost the focus
          row.append(make("span", { role: "alert" }, ` ${label(lang, "unsent")} ${err.message || err}`));
        }
      });
      row.append(b);
    });
    return row;
  }

  // What a player does not need but a referee or the site owner may: ids and numbers.
  function details(res, lang) {
    const list = make("dl", {});
    const row = (k, v) => list.append(make("dt", {}, label(lang, k)), make("dd", {}, v));
    row("game", res.game);
    row("type", res.question_type);
    if (res.rules.length) row("rules", res.rules.map((r) => `${r.title} (${r.id})`).join("; "));
    row("score", `${Math.round(res.confidence * 100)}%`);
    return make("details", { class: "details" }, make("summary", {}, label(lang, "details")), list);
  }

  // An executed check: its outcome in words (when given), each step of the trace with the
  // quote of the rule it applied, each rule broken with its quote; the rule ids and JSON
  // paths folded under "Details".
  function check(run, lang, link, outcome) {
    const box = make("div", { class: "check", lang });
    if (outcome) box.append(make("p", { class: "outcome" }, words(outcome)));
    const ids = make("ul", {});
    const cited = (c) => make("blockquote", {}, make("a", { class: "quote-link", ...link(c) }, c.quote),
      make("span", { class: "where" }, c.section.join(" › ")));
    if (run.trace.length) {
      box.append(make("h3", {}, label(lang, "steps")));
      const ol = make("ol", { class: "trace" });
      run.trace.forEach((s, i) => {
        const li = make("li", {}, make("span", { class: "step" }, words(s.step)));
        if (s.citation) li.append(cited(s.citation));
        ol.append(li);
        ids.append(make("li", {}, `${label(lang, "step")} ${i + 1}: ${s.rule}`));
      });
      box.append(ol);
    }
    if (run.violations.length) {
      box.append(make("h3", {}, label(lang, "broken")));
      run.violations.forEach((v) => {
        box.append(make("div", { class: "violation" }, make("strong", {}, words(v.message)), cited(v.citation)));
        ids.append(make("li", {}, `${v.rule} — ${label(lang, "at")} ${v.path}`));
      });
    }
    if (ids.children.length) {
      box.append(make("details", { class: "details" }, make("summary", {}, label(lang, "ids")), ids));
    }
    return box;
  }

  return { make, badge, text, label, card, quote, marker, check };
})();
