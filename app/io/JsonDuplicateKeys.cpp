#include "io/JsonDuplicateKeys.h"

#include <QSet>

#include <vector>

namespace fleet::app {

namespace {

struct Frame {
    bool object = false;
    bool expectKey = false; // in an object: the next string is a key
    QString path;           // this container's dotted path
    QString lastKey;        // in an object: the key whose value comes next
    QSet<QString> keys;
};

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Decodes the JSON string starting at json[i] == '"'; leaves i on the closing quote.
QString readString(const QByteArray& json, qsizetype& i)
{
    QString out;
    QByteArray run; // raw UTF-8 between escapes
    auto flush = [&] {
        out += QString::fromUtf8(run);
        run.clear();
    };
    for (++i; i < json.size() && json[i] != '"'; ++i) {
        if (json[i] != '\\') {
            run += json[i];
            continue;
        }
        flush();
        if (++i >= json.size())
            break;
        switch (json[i]) {
        case 'b': out += u'\b'; break;
        case 'f': out += u'\f'; break;
        case 'n': out += u'\n'; break;
        case 'r': out += u'\r'; break;
        case 't': out += u'\t'; break;
        case 'u': {
            int code = 0;
            for (int k = 0; k < 4 && i + 1 < json.size(); ++k) {
                const int h = hexValue(json[++i]);
                code = code * 16 + (h < 0 ? 0 : h);
            }
            out += QChar(static_cast<char16_t>(code)); // surrogate halves pair up in the QString
            break;
        }
        default: out += QLatin1Char(json[i]); break; // \" \\ \/
        }
    }
    flush();
    return out;
}

} // namespace

std::optional<DuplicateKey> findDuplicateKey(const QByteArray& json)
{
    std::vector<Frame> stack;
    auto childPath = [&]() -> QString {
        if (stack.empty())
            return {};
        const Frame& f = stack.back();
        if (!f.object)
            return f.path; // array elements: the path of the array
        return f.path.isEmpty() ? f.lastKey : f.path + u'.' + f.lastKey;
    };
    for (qsizetype i = 0; i < json.size(); ++i) {
        switch (json[i]) {
        case '{':
        case '[': {
            Frame f;
            f.object = json[i] == '{';
            f.expectKey = f.object;
            f.path = childPath();
            stack.push_back(std::move(f));
            break;
        }
        case '}':
        case ']':
            if (!stack.empty())
                stack.pop_back();
            break;
        case ',':
            if (!stack.empty() && stack.back().object)
                stack.back().expectKey = true;
            break;
        case '"': {
            const qsizetype start = i;
            const QString s = readString(json, i);
            if (stack.empty() || !stack.back().object || !stack.back().expectKey)
                break; // a value
            Frame& f = stack.back();
            f.expectKey = false;
            f.lastKey = s;
            if (f.keys.contains(s))
                return DuplicateKey{childPath(), start};
            f.keys.insert(s);
            break;
        }
        default: break; // blanks, numbers, literals, ':'
        }
    }
    return std::nullopt;
}

} // namespace fleet::app
