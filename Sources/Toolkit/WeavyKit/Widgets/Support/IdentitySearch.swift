/// Where the element with `id` is in `elements`, looked for outwards from `start`: an
/// element inserted or removed near the selection moves it by a few places, so the search
/// costs what the change moved it by, not the collection's length (all of it when the
/// element is gone).
func indexOfIdentity<Elements: RandomAccessCollection<Element>, Element>(
    _ id: AnyHashable, near start: Int, in elements: Elements, identity: (Element) -> AnyHashable
) -> Int? where Elements.Index == Int {
    var distance = 0
    while start - distance >= 0 || start + distance < elements.count {
        let after = start + distance
        if after >= 0, after < elements.count, identity(elements[after]) == id { return after }
        let before = start - distance
        if distance > 0, before >= 0, before < elements.count, identity(elements[before]) == id { return before }
        distance += 1
    }
    return nil
}
