#include "FuzzEntryPoints.h"

#include "catalog/CatalogProvider.h"
#include "comm/Calibration.h"
#include "comm/NcclTests.h"
#include "evaluate/Evaluate.h"
#include "io/ScenarioFile.h"
#include "scenario/ScenarioSchema.h"

#include <QByteArray>
#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace fleet::fuzz {

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

const fleet::Catalog& builtinCatalog()
{
    static const fleet::app::CatalogPtr catalog = [] {
        static int argc = 1;
        static char name[] = "fleet-fuzz";
        static char* argv[] = {name, nullptr};
        if (!QCoreApplication::instance())
            new QCoreApplication(argc, argv); // the SQL driver plugin needs an application object
        const fleet::app::CatalogLoad load = fleet::app::loadCatalog(QString());
        if (!load.catalog)
            fail("the built-in catalog does not load");
        return load.catalog;
    }();
    return *catalog;
}

} // namespace

void scenarioReader(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const fleet::app::ScenarioReadResult r = fleet::app::ScenarioFile::parse(bytes);
    if (!r.scenario) {
        if (r.error.isEmpty())
            fail("a rejected scenario has no error message");
        return;
    }
    const QByteArray once = fleet::app::ScenarioFile::serialize(*r.scenario, r.catalog);
    const fleet::app::ScenarioReadResult again = fleet::app::ScenarioFile::parse(once);
    if (!again.scenario)
        fail("a written scenario does not read back");
    if (fleet::app::ScenarioFile::serialize(*again.scenario, again.catalog) != once)
        fail("save -> open -> save is not byte-identical");
    (void)fleet::evaluate(*r.scenario, builtinCatalog());
}

void ncclImport(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const fleet::NcclTestsRun run = fleet::parseNcclTests(text);
    if (!run.error.empty())
        return;
    if (run.rows.empty())
        fail("a run without rows has no error");
    fleet::Collective collective = fleet::Collective::AllReduce;
    (void)fleet::collectiveFromString(run.collective, collective);
    const double ranks = run.ranks > 0 ? run.ranks : 8;
    const fleet::AlphaBetaFit fit = fleet::fitAlphaBeta(fleet::outOfPlacePoints(run), collective, ranks);
    if (!fit.ok && fit.error.empty())
        fail("a failed fit has no error message");
}

void setParser(const std::uint8_t* data, std::size_t size)
{
    const fleet::Catalog& catalog = builtinCatalog();
    const auto& schema = fleet::ScenarioSchema::instance();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fleet::Scenario scenario; // the defaults
    bool changed = false;
    size_t start = 0;
    int lines = 0;
    while (start <= text.size() && ++lines <= 64) {
        const size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (const auto eq = line.find('='); eq != std::string_view::npos) {
            const fleet::ParseResult p = schema.parse(line.substr(0, eq), line.substr(eq + 1));
            if (!p.value && p.error.empty())
                fail("a rejected value has no error message");
        }
        const auto err = schema.applyAssignment(scenario, line, &catalog);
        if (err && err->empty())
            fail("a rejected assignment has an empty error message");
        changed = changed || !err;
    }
    if (!changed)
        return; // the defaults evaluate in every other test; skip the 10 ms (ASan) evaluation
    (void)schema.validate(scenario, catalog);
    (void)fleet::evaluate(scenario, catalog);
}

} // namespace fleet::fuzz
