// The offline page reloads itself once the connection is back; Try again works without this too.
window.addEventListener('online', () => {
  const status = document.getElementById('status');
  if (status) status.textContent = 'Back online. Reloading…';
  window.location.reload();
});
