// The excerpts under the search page's results: the page's own text, not the words of the buttons
// above it (the colour modes "Light Dark …") nor the contents printed only on paper ("Contents").
// Sphinx's searchtools.js reads each found page's [role="main"], where the book theme puts both.
document.addEventListener("DOMContentLoaded", () => {
  if (typeof Search === "undefined") return;
  const htmlToText = Search.htmlToText;
  Search.htmlToText = (htmlString, anchor) => {
    const page = new DOMParser().parseFromString(htmlString, "text/html");
    page.querySelectorAll(".bd-header-article, .onlyprint").forEach((element) => element.remove());
    return htmlToText(page.documentElement.outerHTML, anchor);
  };
});
