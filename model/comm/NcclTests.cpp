#include "comm/NcclTests.h"

#include "units/Decimal.h"

#include <fmt/format.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace fleet {

namespace {

constexpr size_t kMaxLines = 1'000'000;

bool toNumber(const std::string& s, double& out)
{
    const std::optional<double> d = parseDecimal(s);
    out = d.value_or(0.0);
    return d.has_value();
}

std::vector<std::string> split(const std::string& line)
{
    std::vector<std::string> out;
    std::istringstream in(line);
    std::string tok;
    while (in >> tok)
        out.push_back(tok);
    return out;
}

} // namespace

NcclTestsRun parseNcclTests(std::string_view text)
{
    NcclTestsRun run;
    std::vector<std::string> columns; // from the "#  size  count  type ..." header
    size_t lineNo = 0;
    size_t start = 0;
    while (start <= text.size()) {
        const size_t end = std::min(text.find('\n', start), text.size());
        std::string line(text.substr(start, end - start));
        start = end + 1;
        if (++lineNo > kMaxLines) {
            run.error = fmt::format("more than {} lines: not an nccl-tests output", kMaxLines);
            return run;
        }
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const std::vector<std::string> tok = split(line);
        if (tok.empty())
            continue;
        if (tok[0] == "#") {
            if (tok.size() >= 3 && tok[1] == "Rank")
                ++run.ranks;
            else if (tok.size() >= 3 && tok[1] == "size" && tok[2] == "count")
                columns.assign(tok.begin() + 1, tok.end());
            else if (tok.size() >= 5 && tok[1] == "Collective" && tok[2] == "test" && tok[3] == "starting:")
                run.collective = tok[4];
            continue;
        }
        if (tok[0][0] == '#')
            continue;
        double size = 0.0;
        if (!toNumber(tok[0], size)) {
            if (run.rows.empty())
                continue; // preamble (e.g. a shell prompt) before the table
            run.skipped.push_back(fmt::format("line {}: '{}' is not a size", lineNo, tok[0]));
            continue;
        }
        // Locate the first time column: after size, count, type, redop and (newer versions) root.
        size_t t = 0;
        if (!columns.empty()) {
            for (size_t i = 0; i < columns.size(); ++i)
                if (columns[i] == "time") {
                    t = i;
                    break;
                }
        } else {
            t = (tok.size() >= 13) ? 5 : 4;
        }
        NcclTestsRow row;
        row.bytes = size;
        if (t == 0 || tok.size() < t + 3 || !toNumber(tok[t], row.timeUs) || !toNumber(tok[t + 1], row.algbwGBps) ||
            !toNumber(tok[t + 2], row.busbwGBps)) {
            run.skipped.push_back(fmt::format("line {}: expected time, algbw and busbw after the size", lineNo));
            continue;
        }
        if (tok.size() >= t + 5)
            toNumber(tok[t + 4], row.inPlaceTimeUs);
        if (row.bytes < 0 || row.timeUs <= 0) {
            run.skipped.push_back(fmt::format("line {}: size must be ≥ 0 and time > 0", lineNo));
            continue;
        }
        run.rows.push_back(row);
    }
    if (run.rows.empty())
        run.error = "no result rows found: expected nccl-tests lines of size, count, type, redop, time, algbw, busbw";
    return run;
}

std::vector<TimedPoint> outOfPlacePoints(const NcclTestsRun& run)
{
    std::vector<TimedPoint> pts;
    pts.reserve(run.rows.size());
    for (const NcclTestsRow& r : run.rows)
        pts.push_back({r.bytes, r.timeUs * 1e-6});
    return pts;
}

} // namespace fleet
