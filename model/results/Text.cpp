#include "results/Text.h"

namespace fleet {

std::string Text::translationKey() const
{
    if (m_literal)
        return std::string(view());
    if (m_pattern.empty())
        return {};
    std::string key;
    key.reserve(m_pattern.size() + 8);
    auto literal = [&key](std::string_view text) { // "{{" and "}}" are one brace
        for (std::size_t i = 0; i < text.size(); ++i) {
            key += text[i];
            if ((text[i] == '{' || text[i] == '}') && i + 1 < text.size() && text[i + 1] == text[i])
                ++i;
        }
    };
    int ordinal = 0;
    std::size_t last = 0;
    forEachPlaceholder(m_pattern, [&](std::size_t, std::string_view, std::size_t begin, std::size_t end) {
        literal(m_pattern.substr(last, begin - last));
        key += '%';
        key += std::to_string(++ordinal);
        last = end;
    });
    literal(m_pattern.substr(last));
    return key;
}

} // namespace fleet
