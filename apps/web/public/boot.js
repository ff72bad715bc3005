/*
 * Runs before the page paints (a small blocking script; the CSP allows no inline ones). index.html carries a
 * prerendered picture of the home page as a visitor sees it in Arabic; anywhere else, in another language or
 * logged in, that picture would be wrong, so it is hidden until the app renders (decision 025). It also sets
 * <html lang dir> from the stored language at once.
 */
(function () {
  var root = document.documentElement;
  var lang = 'ar';
  var loggedIn = false;
  try {
    var stored = localStorage.getItem('lang');
    if (stored === 'en' || stored === 'de' || stored === 'ar') lang = stored;
    loggedIn = Boolean(localStorage.getItem('authToken') || sessionStorage.getItem('authToken'));
  } catch (error) {
    // Storage blocked: the defaults apply, as in the app.
  }
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  if (location.pathname !== '/' || lang !== 'ar' || loggedIn) root.setAttribute('data-prerender', 'off');
})();
