/**
 * A page the server rendered (query-service/src/site/appShell.ts) as the app shows it: the `<template id=…>` of the
 * document when it is for this path, else the same page fetched as HTML (a navigation inside the app). The template's
 * h1 is returned apart, for the screen's own heading. Our own escaped HTML (ADR 0116, ADR 0121).
 */
export interface ServerTemplate {
  /** The page's h1 text. */
  title: string;
  /** The rest of the content. */
  html: string;
}

export async function readServerTemplate(pathname: string, templateId: string): Promise<ServerTemplate | null> {
  const fromDocument = document.getElementById(templateId) as HTMLTemplateElement | null;
  let template = fromDocument?.dataset.path === pathname ? fromDocument : null;
  if (!template) {
    const response = await fetch(pathname, { headers: { Accept: 'text/html' } });
    const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
    template = parsed.getElementById(templateId) as HTMLTemplateElement | null;
  }
  if (!template) return null;
  const content = template.content.cloneNode(true) as DocumentFragment;
  const heading = content.querySelector('h1');
  const title = heading?.textContent ?? '';
  heading?.remove();
  const holder = document.createElement('div');
  holder.append(content);
  return { title, html: holder.innerHTML };
}
