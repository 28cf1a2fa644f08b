#include "comm/NcclTests.h"

#include "units/Decimal.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace fleet {

namespace {

constexpr size_t kMaxLines = 1'000'000;
constexpr size_t kReasonsShown = 3; // rejected rows an all-rejected run names

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

std::string joined(const std::vector<size_t>& numbers)
{
    std::string out;
    for (size_t n : numbers)
        out += (out.empty() ? "" : ", ") + std::to_string(n);
    return out;
}

// The parts of one nccl-tests log, in the order the tool prints them. A part met again after a later one (a second
// "# nThread" line, "#  Rank" lines after result rows) starts another run.
enum class Part { None, Version, Collective, Threads, Ranks, Columns, Rows };

Part headerPart(const std::vector<std::string>& tok) // tok[0] == "#"
{
    if (tok.size() >= 3 && tok[2] == "version" && (tok[1] == "nccl-tests" || tok[1] == "rccl-tests"))
        return Part::Version;
    if (tok.size() >= 5 && tok[1] == "Collective" && tok[2] == "test" && tok[3] == "starting:")
        return Part::Collective;
    if (tok.size() >= 2 && tok[1] == "nThread")
        return Part::Threads;
    if (tok.size() >= 3 && tok[1] == "Rank")
        return Part::Ranks;
    if (tok.size() >= 3 && tok[1] == "size" && tok[2] == "count")
        return Part::Columns;
    return Part::None;
}

// "" when the line starts as a result row does (a size, then an element count), else why not.
std::string notAResultRow(const std::vector<std::string>& tok)
{
    double v = 0.0;
    if (!toNumber(tok[0], v))
        return fmt::format("'{}' is not a size", tok[0]);
    if (tok.size() < 2 || !toNumber(tok[1], v))
        return fmt::format("'{}' is not followed by an element count", tok[0]);
    return {};
}

// Where a row's values are: from the "#  size  count  type ..." header, else guessed from the row's length
// (after size, count, type, redop and, in newer versions, root).
struct Layout {
    bool fromHeader = false;
    size_t time = 0;           // 0: the header has no time column
    std::vector<size_t> wrong; // nccl-tests' #wrong columns: out-of-place, in-place

    static Layout of(const std::vector<std::string>& columns)
    {
        Layout l;
        l.fromHeader = true;
        for (size_t i = 0; i < columns.size(); ++i) {
            if (columns[i] == "time" && l.time == 0)
                l.time = i;
            else if (columns[i] == "#wrong")
                l.wrong.push_back(i);
        }
        return l;
    }
    size_t timeColumn(size_t tokens) const { return fromHeader ? time : (tokens >= 13 ? 5 : 4); }
};

// Why a parsed row's values cannot be a measurement ("" when they can).
std::string implausible(const NcclTestsRow& row, const std::string& sizeText, const std::string& timeText)
{
    if (row.bytes < 0)
        return fmt::format("size {} B is negative", sizeText);
    if (row.bytes > kNcclTestsMaxBytes)
        return fmt::format("size {} B is beyond 1 PiB, not a plausible message size", sizeText);
    if (row.timeUs <= 0)
        return fmt::format("time {} µs is not positive", timeText);
    if (row.timeUs > kNcclTestsMaxTimeUs)
        return fmt::format("time {} µs is more than an hour per operation, not a plausible measurement", timeText);
    return {};
}

class Parser {
public:
    void line(size_t lineNo, const std::vector<std::string>& tok)
    {
        if (tok.empty())
            return;
        if (tok[0] == "#")
            header(lineNo, tok);
        else if (tok[0][0] != '#')
            row(lineNo, tok);
    }
    NcclTestsRun finish();

private:
    void header(size_t lineNo, const std::vector<std::string>& tok);
    void row(size_t lineNo, const std::vector<std::string>& tok);
    void enter(Part part, size_t lineNo);
    std::string readRow(const std::vector<std::string>& tok, NcclTestsRow& row) const;
    std::string wrongValues(const std::vector<std::string>& tok, bool& corrupt) const;
    std::string allRejected() const;

    NcclTestsRun m_run;
    Layout m_layout;
    Part m_reached = Part::None;
    std::vector<size_t> m_laterRuns; // the line each run after the first starts on
    size_t m_resultRows = 0;         // lines that start as result rows, kept or skipped
    std::string m_corrupt;           // the first row whose #wrong is not 0
};

void Parser::enter(Part part, size_t lineNo)
{
    // One "#  Rank" line per rank and one result row per size: only a part met after a later one starts a run.
    const bool again = (part == Part::Ranks || part == Part::Rows) ? m_reached > part : m_reached >= part;
    if (again)
        m_laterRuns.push_back(lineNo);
    m_reached = again ? part : std::max(m_reached, part);
}

void Parser::header(size_t lineNo, const std::vector<std::string>& tok)
{
    const Part part = headerPart(tok);
    if (part == Part::None)
        return;
    enter(part, lineNo);
    if (part == Part::Ranks) {
        ++m_run.ranks;
    } else if (part == Part::Columns) {
        m_layout = Layout::of(std::vector<std::string>(tok.begin() + 1, tok.end()));
    } else if (part == Part::Collective && m_run.collective.empty()) {
        m_run.collective = tok[4];
        m_run.collectiveLine = lineNo;
    }
}

void Parser::row(size_t lineNo, const std::vector<std::string>& tok)
{
    if (const std::string why = notAResultRow(tok); !why.empty()) {
        if (m_resultRows > 0) // before the table it is a preamble (e.g. a shell prompt)
            m_run.skipped.push_back(fmt::format("line {}: {}", lineNo, why));
        return;
    }
    enter(Part::Rows, lineNo);
    ++m_resultRows;
    NcclTestsRow row;
    bool corrupt = false;
    std::string why = readRow(tok, row);
    if (why.empty())
        why = wrongValues(tok, corrupt);
    if (corrupt) {
        if (m_corrupt.empty())
            m_corrupt = fmt::format("line {}: {}", lineNo, why);
    } else if (!why.empty()) {
        m_run.skipped.push_back(fmt::format("line {}: {}", lineNo, why));
    } else {
        m_run.rows.push_back(row);
    }
}

std::string Parser::readRow(const std::vector<std::string>& tok, NcclTestsRow& row) const
{
    const size_t t = m_layout.timeColumn(tok.size());
    if (t == 0 || tok.size() < t + 3)
        return "expected time, algbw and busbw after the size";
    toNumber(tok[0], row.bytes);
    if (!toNumber(tok[t], row.timeUs))
        return fmt::format("time '{}' is not a finite number of µs", tok[t]);
    if (!toNumber(tok[t + 1], row.algbwGBps) || !toNumber(tok[t + 2], row.busbwGBps))
        return fmt::format("algbw '{}' and busbw '{}' must be finite numbers of GB/s", tok[t + 1], tok[t + 2]);
    if (tok.size() >= t + 5)
        toNumber(tok[t + 4], row.inPlaceTimeUs);
    return implausible(row, tok[0], tok[t]);
}

// nccl-tests' #wrong columns count the wrong values it found in the result ("N/A" when it did not check, -c 0). A
// count above 0 sets `corrupt`: the run's data is wrong, not only this row.
std::string Parser::wrongValues(const std::vector<std::string>& tok, bool& corrupt) const
{
    for (size_t i = 0; i < m_layout.wrong.size(); ++i) {
        const size_t c = m_layout.wrong[i];
        double n = 0.0;
        if (c >= tok.size() || tok[c] == "N/A")
            continue;
        if (!toNumber(tok[c], n) || n < 0 || n != std::floor(n))
            return fmt::format("#wrong '{}' is not a count", tok[c]);
        if (n > 0) {
            corrupt = true;
            return fmt::format("#wrong is {} in the {} result: nccl-tests found wrong values, so the run's data is "
                               "corrupt; fix the run and measure again",
                               tok[c], i == 0 ? "out-of-place" : "in-place");
        }
    }
    return {};
}

std::string Parser::allRejected() const
{
    std::string out = m_resultRows == 1 ? "1 result row, rejected: "
                                        : fmt::format("{} result rows, all rejected: ", m_resultRows);
    for (size_t i = 0; i < std::min(kReasonsShown, m_run.skipped.size()); ++i)
        out += (i > 0 ? "; " : "") + m_run.skipped[i];
    if (m_run.skipped.size() > kReasonsShown)
        out += fmt::format("; and {} more", m_run.skipped.size() - kReasonsShown);
    return out;
}

NcclTestsRun Parser::finish()
{
    if (!m_laterRuns.empty())
        m_run.error = fmt::format("the file holds {} runs ({} {}); calibrate one at a time", m_laterRuns.size() + 1,
                                  m_laterRuns.size() == 1 ? "another starts on line" : "others start on lines",
                                  joined(m_laterRuns));
    else if (!m_corrupt.empty())
        m_run.error = m_corrupt;
    else if (m_run.rows.empty() && m_resultRows > 0)
        m_run.error = allRejected();
    else if (m_run.rows.empty())
        m_run.error = "no result rows found: expected nccl-tests lines of size, count, type, redop, time, algbw, busbw";
    return std::move(m_run);
}

} // namespace

NcclTestsRun parseNcclTests(std::string_view text)
{
    Parser parser;
    size_t lineNo = 0;
    size_t start = 0;
    while (start <= text.size()) {
        const size_t end = std::min(text.find('\n', start), text.size());
        const std::string line(text.substr(start, end - start));
        start = end + 1;
        if (++lineNo > kMaxLines) {
            NcclTestsRun run;
            run.error = fmt::format("more than {} lines: not an nccl-tests output", kMaxLines);
            return run;
        }
        parser.line(lineNo, split(line)); // a trailing '\r' is white space to split
    }
    return parser.finish();
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
