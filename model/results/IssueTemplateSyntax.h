#pragma once
// The syntax of an issue template (results/IssueTemplates.h), read while compiling: its placeholders {N} and
// {N:spec}, how many parameters it takes and which of them carry a format spec.
#include <cstddef>
#include <string_view>

namespace fleet {

// Calls `each(index, hasSpec)` for every placeholder {N} or {N:spec} of a template, in order; false if the
// template is malformed (a lone brace, a placeholder without its number or its closing brace).
template <class F> constexpr bool forEachPlaceholder(std::string_view t, F&& each)
{
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i] == '}') {
            if (i + 1 < t.size() && t[i + 1] == '}') {
                ++i;
                continue;
            }
            return false;
        }
        if (t[i] != '{')
            continue;
        if (i + 1 < t.size() && t[i + 1] == '{') {
            ++i;
            continue;
        }
        std::size_t j = i + 1;
        int index = 0;
        if (j >= t.size() || t[j] < '0' || t[j] > '9')
            return false;
        while (j < t.size() && t[j] >= '0' && t[j] <= '9')
            index = index * 10 + (t[j++] - '0');
        const bool spec = j < t.size() && t[j] == ':';
        if (spec)
            while (j < t.size() && t[j] != '}' && t[j] != '{')
                ++j;
        if (j >= t.size() || t[j] != '}')
            return false;
        each(index, spec);
        i = j;
    }
    return true;
}

// The number of parameters a template takes (its highest placeholder index + 1), or -1 if it is malformed.
constexpr int templateArgCount(std::string_view t)
{
    int count = 0;
    const bool ok = forEachPlaceholder(t, [&count](int index, bool) {
        count = index + 1 > count ? index + 1 : count;
    });
    return ok ? count : -1;
}

// Whether some placeholder of parameter `index` carries a format spec ({1:.1f}, {0:g}). Every spec the templates
// use formats a floating-point number: fmt rejects it for an integer or a text, and the renderer then leaves the
// placeholder in the message ("108.9 GB per GPU" would read "{0:.1f} GB per GPU").
constexpr bool templateArgHasSpec(std::string_view t, std::size_t index)
{
    bool has = false;
    forEachPlaceholder(t, [&](int i, bool spec) {
        has = has || (spec && static_cast<std::size_t>(i) == index);
    });
    return has;
}

} // namespace fleet
