#!/usr/bin/env node
// The old name of tests/bench/worklog-volume.mjs (accounting overview, hours overview, order worklogs at volume).
import './worklog-volume.mjs';
