// The chat page. Every piece of text from the service is put in with textContent, never
// as HTML, so a rulebook quote or an answer can never inject markup.
"use strict";

const TEXT = {
  en: {
    tagline: "Rules questions answered with the rulebook's own words.", ask: "Ask a rules question",
    game: "Game", auto: "Pick from the question", question: "Question", send: "Ask", new: "New conversation",
    validate: "Validate a position", example: "Start from an example", state: "Position: in words, or JSON or YAML",
    check: "Check the position", valid: "The position is legal.",
    invalid: "The position breaks these rules:", thinking: "Looking it up…", failed: "The service answered:",
    asked: "You asked", none: "no example", close: "Close the rulebook", tab: "Open in a new tab",
    correct: "Correct what I read", read: "What I read, as the position the rule ran on (JSON or YAML)",
    readAs: "Show what I read as", readForm: "What I read",
    again: "Ask again with this", unread: "Words I could not place:",
    mode: "Set up the position as", modeText: "Text", modeForm: "Form",
    noForm: "The form takes a position in JSON or YAML; this one stays as text.",
  },
  ru: {
    tagline: "Ответы на вопросы по правилам — словами самих правил.", ask: "Задайте вопрос по правилам",
    game: "Игра", auto: "Определить по вопросу", question: "Вопрос", send: "Спросить", new: "Новый разговор",
    validate: "Проверить позицию", example: "Взять пример", state: "Позиция: словами, или JSON или YAML",
    check: "Проверить позицию", valid: "Позиция допустима.",
    invalid: "Позиция нарушает правила:", thinking: "Ищу…", failed: "Сервис ответил:",
    asked: "Вы спросили", none: "без примера", close: "Закрыть правила", tab: "Открыть в новой вкладке",
    correct: "Исправить прочитанное", read: "Что я прочитал — позиция, на которой выполнено правило (JSON или YAML)",
    readAs: "Показать прочитанное как", readForm: "Что я прочитал",
    again: "Спросить снова с этим", unread: "Слова, которые я не смог разобрать:",
    mode: "Задать позицию как", modeText: "Текст", modeForm: "Форма",
    noForm: "Форма принимает позицию в JSON или YAML; эта остаётся текстом.",
  },
};
let lang = "en";
let conversationId = null;

function t(key) { return TEXT[lang][key] || TEXT.en[key] || key; }

function setLanguage(next) {
  lang = next;
  document.documentElement.lang = next;
  document.querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v; else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

async function api(path, options = {}) {
  const res = await fetch(path, options);
  let body = null;
  try { body = await res.json(); } catch (_) { body = null; }
  if (!res.ok) {
    const err = (body && body.error) || { message: `HTTP ${res.status}`, details: [] };
    throw err;
  }
  return body;
}

function errorBox(err) {
  const box = el("div", { class: "violation", role: "alert" }, `${t("failed")} ${err.message || err}`);
  const details = err.details || [];
  if (details.length) {
    const list = el("ul");
    details.forEach((d) => list.append(el("li", {}, el("code", {}, d.path), " — ", d.message)));
    box.append(list);
  }
  return box;
}

// A quote link opens the rulebook in a new tab (a phone, a middle click); on a screen wide
// enough for both, a plain click opens it beside the chat instead (openBeside).
const link = (c) => ({ href: c.url, target: "_blank", rel: "noopener" });
const WIDE = window.matchMedia("(min-width: 1000px)");

// the quote link that opened the reader: closing it gives the keyboard back there
let openedFrom = null;

function openBeside(event) {
  const a = event.target.closest("a.quote-link");
  if (!a || !WIDE.matches || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  openedFrom = a;
  const reader = document.getElementById("reader");
  reader.querySelector("iframe").src = a.getAttribute("href");
  document.getElementById("reader-tab").href = a.getAttribute("href");
  reader.hidden = false;
  document.body.classList.add("reading");
  reader.querySelector("button.close-reader").focus();
}

function closeReader() {
  const reader = document.getElementById("reader");
  if (reader.hidden) return;
  reader.hidden = true;
  document.body.classList.remove("reading");
  if (openedFrom && openedFrom.isConnected) openedFrom.focus();
  openedFrom = null;
}

// The conversation is kept in this browser (localStorage): a reload, or the way back from a
// rulebook tab, finds it as it was. The newest 30 answers, without the citations' context
// paragraphs (the page does not show them; they would fill the storage).
const KEPT = "arbiter.conversation";
const KEEP = 30;
let answersKept = [];

function remember(question, res) {
  const slim = { ...res, citations: res.citations.map(({ context, ...c }) => c) };
  answersKept = [...answersKept, { question, res: slim }].slice(-KEEP);
  save();
}

function save() {
  try {
    localStorage.setItem(KEPT, JSON.stringify({ conversation_id: conversationId, answers: answersKept }));
  } catch (_) { /* storage full or refused (private mode): the conversation lives in this tab only */ }
}

function restore() {
  let kept = null;
  try { kept = JSON.parse(localStorage.getItem(KEPT) || "null"); } catch (_) { kept = null; }
  if (!kept || !Array.isArray(kept.answers)) return;
  answersKept = kept.answers;
  conversationId = kept.conversation_id || null;
  const answers = document.getElementById("answers");
  answersKept.forEach(({ question, res }) => answers.prepend(renderAnswer(question, res)));
}

function renderAnswer(question, res) {
  return Answers.card(res, {
    question: `${t("asked")}: ${question}`,
    link,
    rate: (rating) => api("/v1/feedback", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question, rating, answer: res.answer, game: res.game, conversation_id: res.conversation_id }) }),
    extra: (card) => {
      if (res.check) card.append(Answers.check(res.check, res.lang || lang, link));
      const fix = correction(question, res);
      if (fix) card.append(fix);
    },
  });
}

// What the service read from a story, as the state it ran: the player corrects it (a value
// misread, a step missing) and asks the same question again on the corrected state. The
// reading is shown as a form of the kind's fields (from its JSON Schema, as the validate
// panel's), the way a player reads it; the same state as JSON/YAML text is one switch away.
function correction(question, res) {
  const reading = res.reading || {};
  if (!reading.state || !reading.kind) return null;
  const l = res.lang || lang;
  const words = TEXT[l] || TEXT.en;
  const id = `fix-${Math.random().toString(36).slice(2)}`;
  const box = el("textarea", { id, class: "code", spellcheck: "false" });
  box.value = JSON.stringify(reading.state, null, 2);
  const text = el("div", { class: "fix-text", hidden: "" }, el("label", { for: id }, words.read), box);
  const formHolder = el("div", { class: "fix-form" });
  let form = null;  // the form, once its schema is in; null while the text is shown
  const name = `${id}-mode`;
  const radio = (value, label, checked) => el("label", {},
    el("input", { type: "radio", name, value, ...(checked ? { checked: "" } : {}) }), ` ${label}`);
  const mode = el("fieldset", { class: "mode" }, el("legend", {}, words.readAs),
    radio("form", words.modeForm, true), radio("text", words.modeText, false));
  const problem = el("div", { role: "alert" });
  let built = false;
  const build = async (state) => {
    const schema = await kindSchema(res.game, reading.kind);
    form = StateForm.build(schema, state, l, words.readForm);
    formHolder.replaceChildren(form.node);
  };
  mode.addEventListener("change", async (event) => {
    problem.replaceChildren();
    if (event.target.value === "text") {
      if (form) box.value = JSON.stringify(form.value(), null, 2);
      form = null;
      formHolder.replaceChildren();
    } else {
      let state;
      try { state = await parseState(box.value); } catch (err) { problem.append(errorBox(err)); state = null; }
      if (state === null || typeof state !== "object" || Array.isArray(state)) {
        mode.querySelector("input[value=text]").checked = true;
        return;
      }
      await build(state);
    }
    text.hidden = form !== null;
    formHolder.hidden = form === null;
  });
  const again = el("button", { type: "button", class: "ask-again" }, words.again);
  again.addEventListener("click", async () => {
    problem.replaceChildren();
    let state;
    if (form) state = form.value();
    else {
      try { state = await parseState(box.value); } catch (err) { problem.append(errorBox(err)); return; }
    }
    await send(question, { state, kind: reading.kind, game: res.game });
  });
  const details = el("details", { class: "correct", lang: l }, el("summary", {}, words.correct),
    mode, formHolder, text, el("div", { class: "row" }, again), problem);
  // (built on first opening: most answers are never corrected, and each form asks for a schema)
  details.addEventListener("toggle", () => {
    if (details.open && !built) {
      built = true;
      build(reading.state).catch((err) => problem.append(errorBox(err)));
    }
  });
  return details;
}

async function ask(event) {
  event.preventDefault();
  const question = document.getElementById("question").value.trim();
  if (!question) return;
  setLanguage(/[\u0400-\u04FF]/.test(question) ? "ru" : "en");
  const game = document.getElementById("game").value;
  if (await send(question, game ? { game } : {})) document.getElementById("question").value = "";
}

// One question to the service, its answer put on top of the conversation; true when answered.
async function send(question, extra) {
  const answers = document.getElementById("answers");
  const pending = el("p", { class: "meta" }, t("thinking"));
  answers.prepend(pending);
  const body = { question, ...extra };
  if (conversationId) body.conversation_id = conversationId;
  try {
    const res = await api("/v1/ask", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body) });
    conversationId = res.conversation_id;
    pending.replaceWith(renderAnswer(question, res));
    remember(question, res);
    return true;
  } catch (err) {
    pending.replaceWith(errorBox(err));
    return false;
  }
}

let examples = {};
let examplesAsked = 0;
let exampleShown = "";

async function loadExamples() {
  const game = document.getElementById("validate-game").value;
  const select = document.getElementById("example");
  const asked = ++examplesAsked;
  let found = {};
  try { found = await api(`/v1/games/${encodeURIComponent(game)}/examples`); } catch (_) { found = {}; }
  // a game picked meanwhile wins: the slower reply for the page's first game must not overwrite it
  if (asked !== examplesAsked) return;
  examples = found;
  select.replaceChildren();
  const kinds = Object.keys(examples);
  if (!kinds.length) select.append(el("option", { value: "" }, t("none")));
  kinds.forEach((k) => select.append(el("option", { value: k }, k)));
  // the examples arrive after the page (or a game picked) asks for them: a position the player
  // has typed meanwhile is theirs, and only an empty box or the last example shown is replaced
  const box = document.getElementById("state");
  if (box.value.trim() === "" || box.value === exampleShown || stateForm) showExample();
}

function showExample() {
  const kind = document.getElementById("example").value;
  exampleShown = kind ? JSON.stringify(examples[kind], null, 2) : "";
  document.getElementById("state").value = exampleShown;
  if (stateForm) showForm(kind ? examples[kind] : {});
}

// The position as a form (static/form.js), generated from the selected example's kind's JSON
// Schema (GET /v1/games/{game}/kinds; a kind with none there, a game's board, from the example
// itself). Text stays the default; the textarea holds the position whenever Text is shown.
let stateForm = null;  // the form shown, or null in Text mode
let formsAsked = 0;
const schemas = {};  // game → kind → state_schema

// A kind's JSON Schema (null when the game has none for it: the form is inferred from the state).
async function kindSchema(game, kind) {
  if (!schemas[game]) {
    const kinds = await api(`/v1/games/${encodeURIComponent(game)}/kinds`).catch(() => null);
    if (!kinds) return null;  // (asked again next time: a failed fetch is not "no kinds")
    schemas[game] = Object.fromEntries(kinds.map((k) => [k.kind, k.state_schema]));
  }
  return schemas[game][kind] || null;
}

async function showForm(state) {
  const game = document.getElementById("validate-game").value;
  const kind = document.getElementById("example").value;
  const asked = ++formsAsked;
  const schema = await kindSchema(game, kind);
  if (asked !== formsAsked || !stateForm) return;  // a later switch or example wins
  stateForm = StateForm.build(schema, state, lang, kind || t("modeForm"));
  document.getElementById("state-form").replaceChildren(stateForm.node);
}

async function switchMode(event) {
  const box = document.getElementById("state");
  const note = document.getElementById("state-note");
  note.textContent = "";
  if (event.target.value === "text") {
    if (stateForm) box.value = JSON.stringify(stateForm.value(), null, 2);
    stateForm = null;
    ++formsAsked;
    document.getElementById("state-form").replaceChildren();
  } else {
    const text = box.value.trim();
    const kind = document.getElementById("example").value;
    const state = text ? await parseState(text).catch(() => null) : (examples[kind] || {});
    if (!document.querySelector("#state-mode input[value=form]").checked) return;  // Text picked meanwhile
    if (state === null || typeof state !== "object" || Array.isArray(state)) {
      note.textContent = t("noForm");  // words: they stay in the textarea
      document.querySelector("#state-mode input[value=text]").checked = true;
      return;
    }
    stateForm = { value: () => state };  // until the schema is in
    await showForm(state);
  }
  document.getElementById("state-text").hidden = stateForm !== null;
  document.getElementById("state-form").hidden = stateForm === null;
}

async function parseState(text) {
  try { return JSON.parse(text); } catch (_) { /* not JSON: let the service read it as YAML */ }
  return api("/v1/state/parse", { method: "POST", headers: { "Content-Type": "text/plain" }, body: text });
}

async function validate(event) {
  event.preventDefault();
  const out = document.getElementById("validation");
  out.replaceChildren(el("p", { class: "meta" }, t("thinking")));
  // a position set up in the form is checked as its JSON, the way the textarea's is
  if (stateForm) document.getElementById("state").value = JSON.stringify(stateForm.value(), null, 2);
  try {
    const text = document.getElementById("state").value;
    const game = document.getElementById("validate-game").value;
    const state = await parseState(text).catch(() => null);
    // JSON or YAML of named fields is a state; anything else is a position told in words
    // (and so is "Setup: three players and …", YAML by accident, when it is no state)
    let told = state === null || typeof state !== "object" || Array.isArray(state);
    const post = (body) => api("/v1/validate", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body) });
    let res;
    try {
      res = await post(told ? { game, description: text } : { game, state });
    } catch (err) {
      if (told || err.code !== "invalid_state" || /^\s*[{[]/.test(text)) throw err;
      res = await post({ game, description: text }).catch(() => { throw err; });
      told = true;
    }
    const kind = res.derived && res.derived.kind;
    const read = told && res.valid && kind && res.reading && res.reading.state;
    if (read) {
      // a kind's position told in words (a negation chain): what it was read as runs the
      // same way a state does, its outcome and steps shown under the legality line
      // (a kind with nothing to run leaves the legality and the reading as they are)
      const run = await api(`/v1/resolve?lang=${lang}`, { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ game, kind, state: res.reading.state }) }).catch(() => null);
      const parts = described(res);
      if (run) parts.splice(1, 0, Answers.check(run, lang, link, run.outcome));
      out.replaceChildren(...parts);
    } else if (told) {
      out.replaceChildren(...described(res));
    } else if (kind) {
      // a kind's state (a negation chain, a prevention): run it, and show what it did
      const run = await api(`/v1/resolve?lang=${lang}`, { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ game, kind, state }) });
      out.replaceChildren(Answers.check(run, lang, link, run.outcome));
    } else if (res.valid) {
      out.replaceChildren(el("p", { class: "ok" }, t("valid")));
    } else {
      out.replaceChildren(el("p", {}, t("invalid")), Answers.check({ trace: [], violations: res.violations }, lang, link));
    }
  } catch (err) {
    out.replaceChildren(errorBox(err));
  }
}

// A position told in words: legal or the rules it breaks, then what was read and what not.
function described(res) {
  const parts = [res.valid ? el("p", { class: "ok" }, t("valid")) : el("p", {}, t("invalid"))];
  if (!res.valid) parts.push(Answers.check({ trace: [], violations: res.violations }, lang, link));
  const unread = (res.reading && res.reading.unread) || [];
  if (unread.length) {
    const list = el("ul", { class: "unread" });
    unread.forEach((u) => list.append(el("li", {}, u)));
    parts.push(el("p", {}, t("unread")), list);
  }
  return parts;
}

async function start() {
  setLanguage(navigator.language && navigator.language.startsWith("ru") ? "ru" : "en");
  const games = await api("/v1/games");
  const askGame = document.getElementById("game");
  const valGame = document.getElementById("validate-game");
  games.forEach((g) => {
    askGame.append(el("option", { value: g.id }, g.title));
    valGame.append(el("option", { value: g.id }, g.title));
  });
  document.getElementById("ask-form").addEventListener("submit", ask);
  document.getElementById("question").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); document.getElementById("ask-form").requestSubmit(); }
  });
  document.getElementById("new-conversation").addEventListener("click", () => {
    conversationId = null;
    answersKept = [];
    save();
    document.getElementById("answers").replaceChildren();
  });
  document.getElementById("answers").addEventListener("click", openBeside);
  document.querySelector("#reader button.close-reader").addEventListener("click", closeReader);
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") closeReader(); });
  restore();
  document.getElementById("validate-form").addEventListener("submit", validate);
  valGame.addEventListener("change", loadExamples);
  document.getElementById("example").addEventListener("change", showExample);
  document.querySelectorAll("#state-mode input").forEach((r) => r.addEventListener("change", switchMode));
  await loadExamples();
}

start();
