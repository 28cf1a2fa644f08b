#pragma once
// Text of a derivation (formula, description, section, note). Nearly all of it is a string literal, so a Text
// keeps a pointer to the literal and copies nothing; text built at run time (fmt::format) is owned. This keeps
// evaluate() free of ~1,500 heap allocations per call (docs/performance.md).
#include <fmt/format.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

namespace fleet {

class Text {
public:
    Text() = default;
    template <std::size_t N>
    Text(const char (&literal)[N]) : m_literal(literal), m_size(N - 1) {} // NOLINT: implicit by design
    Text(std::string owned) : m_owned(std::move(owned)) {}               // NOLINT
    // A pointer (e.g. `cond ? "a" : "bc"`) may not outlive the Text: copied. A template, so that literals
    // still prefer the array overload above.
    template <typename P, std::enable_if_t<std::is_same_v<P, const char*>, int> = 0>
    Text(P pointer) : m_owned(pointer) {} // NOLINT

    std::string_view view() const { return m_literal ? std::string_view(m_literal, m_size) : std::string_view(m_owned); }
    const char* c_str() const { return m_literal ? m_literal : m_owned.c_str(); }
    std::string str() const { return std::string(view()); }
    operator std::string() const { return str(); } // NOLINT: lets QString::fromStdString(text) read naturally
    operator std::string_view() const { return view(); } // NOLINT
    bool empty() const { return view().empty(); }
    std::size_t size() const { return view().size(); }
    std::size_t find(std::string_view s) const { return view().find(s); }

    friend bool operator==(const Text& a, std::string_view b) { return a.view() == b; }
    friend std::string operator+(const Text& a, std::string_view b) { return a.str().append(b); }

private:
    const char* m_literal = nullptr;
    std::size_t m_size = 0;
    std::string m_owned;
};

} // namespace fleet

template <>
struct fmt::formatter<fleet::Text> : fmt::formatter<std::string_view> {
    template <typename Context>
    auto format(const fleet::Text& t, Context& ctx) const
    {
        return fmt::formatter<std::string_view>::format(t.view(), ctx);
    }
};
