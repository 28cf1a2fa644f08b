#pragma once
// The code the fuzz targets drive, shared with the regression test (tests/fuzz/tst_fuzz_regressions),
// which replays fuzz/regressions/<target>/* through the same functions with the normal compiler.
// Each function must return normally for every input: a crash, hang, sanitizer report or an
// abort() from a broken invariant is a finding.
#include <cstddef>
#include <cstdint>

namespace fleet::fuzz {

// app/io/ScenarioFile::parse of arbitrary bytes; an accepted scenario must serialize and re-read to the
// same bytes and evaluate without crashing.
void scenarioReader(const std::uint8_t* data, std::size_t size);
// model/comm/NcclTests: parseNcclTests, then the α-β fit the CLI's `calibrate` runs on what it found.
void ncclImport(const std::uint8_t* data, std::size_t size);
// The CLI's --set parsing: each line of the input is one KEY=VALUE given to
// ScenarioSchema::applyAssignment (against the built-in catalog) and, split at '=', to
// ScenarioSchema::parse; the resulting scenario is validated and evaluated.
void setParser(const std::uint8_t* data, std::size_t size);

} // namespace fleet::fuzz
