// The owner's page (/admin): GET /v1/feedback with the admin token the owner types. The token
// stays in this tab (sessionStorage), is sent only to this origin, and nothing is shown
// without it. Every text from the service goes in through textContent.
"use strict";

function cell(tag, text) {
  const n = document.createElement(tag);
  n.textContent = text == null ? "" : String(text);
  return n;
}

// 2026-11-30T16:11:09.123Z → 2026-11-30 16:11 (UTC, as stored)
const when = (at) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

function table(id, caption, heads, rows) {
  const t = document.createElement("table");
  t.id = id;
  t.append(cell("caption", caption));
  const head = document.createElement("thead");
  const tr = document.createElement("tr");
  heads.forEach((h) => tr.append(cell("th", h)));
  head.append(tr);
  const body = document.createElement("tbody");
  rows.forEach((r) => {
    const row = document.createElement("tr");
    r.forEach((v) => row.append(cell("td", v)));
    body.append(row);
  });
  if (!rows.length) {
    const row = document.createElement("tr");
    const none = cell("td", "none yet");
    none.colSpan = heads.length;
    row.append(none);
    body.append(row);
  }
  t.append(head, body);
  return t;
}

async function show(event) {
  event.preventDefault();
  const out = document.getElementById("reports");
  const token = document.getElementById("token").value.trim();
  const rating = document.getElementById("rating").value;
  sessionStorage.setItem("arbiter.admin", token);
  const query = new URLSearchParams({ limit: "200" });
  if (rating) query.set("rating", rating);
  const res = await fetch(`/v1/feedback?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    const alert = cell("p", (body && body.error && body.error.message) || `HTTP ${res.status}`);
    alert.setAttribute("role", "alert");
    alert.className = "error";
    out.replaceChildren(alert);
    return;
  }
  out.replaceChildren(
    table("ratings", `Ratings (${rating || "all"}), newest first`, ["when (UTC)", "rating", "game", "question", "answer", "comment"],
      body.items.map((i) => [when(i.at), i.rating, i.game, i.question, i.answer, i.comment])),
    table("unanswered", "Questions it could not answer", ["last asked (UTC)", "game", "question", "times"],
      body.unanswered.map((q) => [when(q.at), q.game, q.question, q.count])));
}

document.getElementById("token").value = sessionStorage.getItem("arbiter.admin") || "";
document.getElementById("reports-form").addEventListener("submit", show);
