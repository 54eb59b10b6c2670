// feedback.js — the « Utile » / « Réponse fausse ? » control under each answer of the page.
// app.js calls arbitreFeedback(li, question, answer, lang) for every answer it shows; the
// control posts {question, entry, verdict, comment?, context, lang} to /v1/feedback and says
// when it is stored (201) or why not (the error's message). Text only, never HTML; plain
// buttons, so it works with the keyboard; it wraps within 360 px.
'use strict';

(() => {
  const T = {
    fr: {
      group: 'Votre avis sur cette réponse', right: 'Utile', wrong: 'Réponse fausse ?',
      comment: 'Qu\'est-ce qui ne va pas ? (facultatif)', send: 'Envoyer',
      thanks: 'Merci, c\'est noté.', failed: 'Avis non enregistré : ',
    },
    en: {
      group: 'Your opinion of this answer', right: 'Helpful', wrong: 'Wrong answer?',
      comment: 'What is wrong? (optional)', send: 'Send',
      thanks: 'Thank you, noted.', failed: 'Feedback not saved: ',
    },
  };
  const MAX_COMMENT = 500;
  let serial = 0;

  function node(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  async function send(body) {
    const r = await fetch('/v1/feedback', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    let json = null;
    try { json = await r.json(); } catch (e) { json = null; }
    return { status: r.status, body: json };
  }

  window.arbitreFeedback = (li, question, answer, lang) => {
    const t = T[lang] || T.fr;
    const id = `fb-${++serial}`;
    const box = node('div', { class: 'feedback', role: 'group', 'aria-label': t.group });
    const right = node('button', { type: 'button', class: 'fb-right' }, t.right);
    const wrong = node('button', { type: 'button', class: 'fb-wrong', 'aria-expanded': 'false',
      'aria-controls': id }, t.wrong);
    const form = node('div', { class: 'fb-form', id, hidden: '' });
    const label = node('label', { for: id + '-c' }, t.comment);
    const comment = node('textarea', { id: id + '-c', maxlength: String(MAX_COMMENT), rows: '2' });
    const submit = node('button', { type: 'button', class: 'fb-send' }, t.send);
    const status = node('p', { class: 'fb-status', 'aria-live': 'polite' });
    form.append(label, comment, submit);
    box.append(right, wrong, form, status);

    const post = async (verdict, text) => {
      for (const b of [right, wrong, submit]) b.disabled = true;
      const body = { question, entry: typeof answer.entry === 'string' ? answer.entry : null,
        verdict, lang };
      if (text) body.comment = text.slice(0, MAX_COMMENT);
      if (answer.context && typeof answer.context === 'object') body.context = answer.context;
      try {
        const r = await send(body);
        if (r.status === 201) {
          status.textContent = t.thanks;
          box.dataset.sent = verdict;
          form.hidden = true;
          return;
        }
        status.textContent = t.failed + (r.body && r.body.error ? r.body.error.message : 'HTTP ' + r.status);
      } catch (e) {
        status.textContent = t.failed + e.message;
      }
      for (const b of [right, wrong, submit]) b.disabled = false;
    };
    right.addEventListener('click', () => post('right'));
    wrong.addEventListener('click', () => {
      form.hidden = !form.hidden;
      wrong.setAttribute('aria-expanded', String(!form.hidden));
      if (!form.hidden) comment.focus();
    });
    submit.addEventListener('click', () => post('wrong', comment.value.trim()));
    li.append(box);
  };
})();
