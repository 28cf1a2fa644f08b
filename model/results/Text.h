#pragma once
// Text of a derivation (formula, description, section, note) and of other English the model writes for people.
// Nearly all of it is a string literal, so a Text keeps a pointer to the literal and copies nothing; text built
// at run time is owned. This keeps evaluate() free of ~1,500 heap allocations per call (docs/performance.md).
//
// Text::format(pattern, args...) renders like fmt::format and also keeps what a translation needs: the pattern
// (a literal, by pointer) and each placeholder's argument as a Text of its own. An argument that is a Text or a
// string literal keeps its own structure (an English phrase, translated in turn); any other argument (a number,
// a catalog name, an id) is data, formatted by its placeholder's spec. translationKey() is the pattern with its
// placeholders numbered %1, %2, … in order: the key the GUI looks up (app/i18n/ModelText.h). Nothing is guessed
// from the English.
#include <fmt/format.h>

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

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

    template <typename... Args> static Text format(fmt::format_string<Args...> pattern, Args&&... args);

    std::string_view view() const { return m_literal ? std::string_view(m_literal, m_size) : std::string_view(m_owned); }
    const char* c_str() const { return m_literal ? m_literal : m_owned.c_str(); }
    std::string str() const { return std::string(view()); }
    operator std::string() const { return str(); } // NOLINT: lets QString::fromStdString(text) read naturally
    operator std::string_view() const { return view(); } // NOLINT
    bool empty() const { return view().empty(); }
    std::size_t size() const { return view().size(); }
    std::size_t find(std::string_view s) const { return view().find(s); }

    // What the text is made of: a literal, a pattern with arguments (Text::format), or text built at run time
    // (neither). A translation looks a pattern up by its key and any other text up whole (app/i18n/ModelText.h).
    bool isLiteral() const { return m_literal != nullptr; }
    bool isFormatted() const { return !m_pattern.empty(); }
    const std::vector<Text>& args() const { return m_args; }
    // A pattern with its placeholders numbered %1, %2, … and its escaped braces as one brace; a literal itself;
    // empty for text built at run time.
    std::string translationKey() const;

    friend bool operator==(const Text& a, std::string_view b) { return a.view() == b; }
    friend std::string operator+(const Text& a, std::string_view b) { return a.str().append(b); }

private:
    // An argument of this type keeps its own structure (a phrase); any other is data.
    template <typename A>
    static constexpr bool kPhrase =
        std::is_same_v<std::remove_cv_t<std::remove_reference_t<A>>, Text> ||
        (std::is_array_v<std::remove_reference_t<A>> &&
         std::is_same_v<std::remove_cv_t<std::remove_extent_t<std::remove_reference_t<A>>>, char>);
    template <typename A> static Text phraseOrNothing(const A& a)
    {
        if constexpr (kPhrase<A>)
            return Text(a);
        else
            return Text();
    }
    // Calls f(argumentIndex, spec, begin, end) for every placeholder of an fmt pattern, in order; [begin, end)
    // is the placeholder with its braces.
    template <typename F> static void forEachPlaceholder(std::string_view pattern, F&& f);

    const char* m_literal = nullptr;
    std::size_t m_size = 0;
    std::string m_owned;
    std::string_view m_pattern;
    std::vector<Text> m_args;
};

template <typename F> void Text::forEachPlaceholder(std::string_view p, F&& f)
{
    std::size_t next = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i] == '}' && i + 1 < p.size() && p[i + 1] == '}') {
            ++i;
            continue;
        }
        if (p[i] != '{')
            continue;
        if (i + 1 < p.size() && p[i + 1] == '{') {
            ++i;
            continue;
        }
        const std::size_t close = p.find('}', i);
        if (close == std::string_view::npos)
            return; // fmt::format_string has checked the pattern at compile time
        const std::string_view field = p.substr(i + 1, close - i - 1);
        const std::size_t colon = field.find(':');
        const std::string_view id = field.substr(0, colon);
        std::size_t index = next++;
        if (!id.empty()) {
            index = 0;
            for (char c : id)
                index = index * 10 + static_cast<std::size_t>(c - '0');
        }
        f(index, colon == std::string_view::npos ? std::string_view() : field.substr(colon + 1), i, close + 1);
        i = close;
    }
}

template <typename... Args> Text Text::format(fmt::format_string<Args...> pattern, Args&&... args)
{
    const fmt::string_view p = pattern;
    const auto store = fmt::make_format_args(args...);
    Text t(fmt::vformat(p, store));
    t.m_pattern = std::string_view(p.data(), p.size());
    const std::array<Text, sizeof...(Args)> phrases = {phraseOrNothing(args)...};
    constexpr std::array<bool, sizeof...(Args)> isPhraseArg = {kPhrase<Args>...};
    forEachPlaceholder(t.m_pattern, [&](std::size_t index, std::string_view spec, std::size_t, std::size_t) {
        if (index < sizeof...(Args) && isPhraseArg[index] && spec.empty()) {
            t.m_args.push_back(phrases[index]);
            return;
        }
        std::string field = "{" + std::to_string(index);
        if (!spec.empty())
            field.append(":").append(spec);
        field += "}";
        t.m_args.emplace_back(fmt::vformat(field, store));
    });
    return t;
}

} // namespace fleet

template <>
struct fmt::formatter<fleet::Text> : fmt::formatter<std::string_view> {
    template <typename Context>
    auto format(const fleet::Text& t, Context& ctx) const
    {
        return fmt::formatter<std::string_view>::format(t.view(), ctx);
    }
};
