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
// The user-catalog loader (CatalogRepository::load). Input starting with "SQLite format 3" is the database file
// itself; any other input is SQL run on a fresh current-schema user catalog (data statements, schema changes,
// CHECK constraints off; ATTACH, VACUUM and extensions refused). Whatever loads must hold only valid rows:
// every rate, size and peak finite and positive, and the default plan on each user accelerator, link,
// cooling and region evaluates to finite numbers.
void userCatalog(const std::uint8_t* data, std::size_t size);
// One catalog row as a CSV import (or a plan's embedded catalog) would give it to CatalogRowValidator: the
// first line is the table, each further line "column=value" with the value as text, as a CSV cell is.
// A row the validator accepts must read as numbers within its rules; a refused row has a message naming
// the column. This is the hook for a CSV-import fuzzer: parse the CSV, then feed each row here.
void catalogRow(const std::uint8_t* data, std::size_t size);
// The CSV import (catalogs/src/CatalogCsv, `catalog import FILE.csv`, the catalog window): arbitrary bytes read
// with the header deciding the table, and as accelerators. A refused file names at least one problem and yields
// no rows; an accepted one yields rows that write back to CSV and read again to the same rows.
void catalogCsv(const std::uint8_t* data, std::size_t size);
// The Hugging Face config.json importer (app/catalog/HfModelImport, `catalog import-model`): arbitrary bytes. A
// refused config has a message and no row; an accepted one a row the catalog's rules accept, whose counted total
// is finite, positive and at least its active count.
void hfConfig(const std::uint8_t* data, std::size_t size);

} // namespace fleet::fuzz
