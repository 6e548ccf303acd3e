// Stand-in for the lead-tracking vendor script during benchmarks (the machine has no internet access).
(function () {
  var input = document.getElementById('leadid_token');
  if (input) input.value = 'BENCH-' + Math.random().toString(36).slice(2, 10).toUpperCase();
})();
