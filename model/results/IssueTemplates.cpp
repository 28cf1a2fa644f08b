#include "results/IssueTemplates.h"

#include <fmt/format.h>

namespace fleet {

namespace {

// One parameter formatted with fmt's `spec` (the text after ':'), exactly as the site's fmt::format did.
bool formatArg(std::string& out, const IssueArg& a, std::string_view spec, IssueNumberHook number)
{
    // "{1:s}": English's plural marker for the count in parameter 1 — "s" unless it is exactly 1 ("{1:g}
    // replica{1:s}"). A translation without plural forms leaves it out (tst_translations allows that).
    if (spec == "s" && (a.kind == IssueArg::Kind::Integer || a.kind == IssueArg::Kind::Real)) {
        const bool one = a.kind == IssueArg::Kind::Integer ? a.integer == 1 : a.real == 1.0;
        if (!one)
            out += 's';
        return true;
    }
    const std::size_t before = out.size();
    // No spec: "{}", as the sites wrote it (fmt's shortest form: 1000000, 1e+16).
    std::string f = "{}";
    if (!spec.empty()) {
        f = "{:";
        f += spec;
        f += '}';
    }
    try {
        switch (a.kind) {
        case IssueArg::Kind::Integer:
            fmt::format_to(std::back_inserter(out), fmt::runtime(f), a.integer);
            break;
        case IssueArg::Kind::Real:
            fmt::format_to(std::back_inserter(out), fmt::runtime(f), a.real);
            break;
        case IssueArg::Kind::Text:
        case IssueArg::Kind::Phrase:
            fmt::format_to(std::back_inserter(out), fmt::runtime(f), a.text);
            break;
        }
    } catch (const fmt::format_error&) {
        return false; // e.g. a translation with ".1f" on a text
    }
    if (number && (a.kind == IssueArg::Kind::Integer || a.kind == IssueArg::Kind::Real)) {
        std::string formatted = number(out.substr(before));
        out.resize(before);
        out += formatted;
    }
    return true;
}

} // namespace

std::string renderIssue(std::string_view t, const Issue& issue, IssueNumberHook number)
{
    std::string out;
    out.reserve(t.size() + 32);
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        if ((c == '{' || c == '}') && i + 1 < t.size() && t[i + 1] == c) {
            out += c;
            ++i;
            continue;
        }
        if (c != '{') {
            out += c;
            continue;
        }
        std::size_t j = i + 1;
        std::size_t index = 0;
        bool digits = false;
        while (j < t.size() && t[j] >= '0' && t[j] <= '9' && index < 100) {
            index = index * 10 + static_cast<std::size_t>(t[j++] - '0');
            digits = true;
        }
        std::string_view spec;
        if (j < t.size() && t[j] == ':') {
            const std::size_t end = t.find('}', j);
            if (end != std::string_view::npos) {
                spec = t.substr(j + 1, end - j - 1);
                j = end;
            }
        }
        const std::size_t before = out.size();
        if (digits && j < t.size() && t[j] == '}' && index < issue.argCount &&
            formatArg(out, issue.args[index], spec, number)) {
            i = j;
            continue;
        }
        out.resize(before);
        out += c; // not a placeholder this issue can fill: the text as written
    }
    return out;
}

std::string render(const Issue& issue)
{
    return renderIssue(issueTemplate(issue.code).text, issue);
}

std::string Issue::message() const
{
    return render(*this);
}

} // namespace fleet
